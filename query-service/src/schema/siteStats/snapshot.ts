import { LRUCache } from 'lru-cache';
import { projectionSchema } from '@tsuzuki/events';
import { isAnyMod } from '@tsuzuki/events/roles';
import type { Context } from '../../context.ts';
import { AppError, badInput } from '../../http/errors.ts';
import { readMediaStatistics, type MediaStatisticsSnapshot } from '@tsuzuki/projection-service/projections/mediastats/read';
import {
  endOfDay,
  readCheckpointKey,
  readSiteStatistics,
  type SiteStatisticsSnapshot,
} from '@tsuzuki/projection-service/projections/sitestats/read';

// SiteStatistics from rm_sitestats up to a day. Its rows are keyed by the day of the events that made them, so the
// rows up to a day are exactly what a replay of the log to that day's end gives (npm run stats -- --as-of; ADR 23,
// tested in projection-service/src/analysts): asOf reads the live rows, never replays. A snapshot is kept per day
// and checkpoint, so repeated dates (a chart's date picker, many readers of today) cost one small read each.
// A media's figures as of a day (Media.stats(asOf)) come the same way from rm_mediastats, keyed by day on the same
// rule, for the same people: one read per request and day for all the media asked, kept per media, day and checkpoint.

const SCHEMA = projectionSchema('sitestats');
const MEDIA_SCHEMA = projectionSchema('mediastats');
const cache = new LRUCache<string, Promise<SiteStatisticsSnapshot>>({ max: 32 });
const mediaCache = new LRUCache<string, MediaStatisticsSnapshot>({ max: 256 });

const forbidden = () => new AppError(403, 'FORBIDDEN', 'Only moderators may ask for the statistics as of a date.');

const canTravel = (ctx: Context) => ctx.actor.kind === 'system' || (ctx.actor.kind === 'user' && isAnyMod(ctx.actor.moderatorRoles));

/** yyyymmdd → yyyy-mm-dd, for a real calendar date. */
function dayOfFuzzyDate(asOf: number): string {
  const y = Math.floor(asOf / 10000);
  const m = Math.floor(asOf / 100) % 100;
  const d = asOf % 100;
  const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00.000Z`);
  if (y < 1970 || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw badInput('asOf must be a date written yyyymmdd.', { asOf: ['asOf must be a date written yyyymmdd.'] });
  }
  return day;
}

/** The day the request asks for: asOf (moderators), never after today; today (UTC) without it. */
export function requestedDay(ctx: Context, asOf: number | null | undefined): string {
  const today = new Date(ctx.now * 1000).toISOString().slice(0, 10);
  if (asOf == null) return today;
  if (!canTravel(ctx)) throw forbidden();
  const day = dayOfFuzzyDate(asOf);
  return day < today ? day : today;
}

export async function siteStatisticsAt(ctx: Context, day: string): Promise<SiteStatisticsSnapshot> {
  const key = `${day}|${await readCheckpointKey(ctx.db, SCHEMA)}`;
  let snapshot = cache.get(key);
  if (!snapshot) {
    snapshot = readSiteStatistics(ctx.db, SCHEMA, day, endOfDay(day));
    cache.set(key, snapshot);
    snapshot.catch(() => cache.delete(key));
  }
  return snapshot;
}

/** A media's figures at the end of `day` (requestedDay): the media a request asks for that day are read together. */
export function mediaStatisticsAt(ctx: Context, mediaId: number, day: string): Promise<MediaStatisticsSnapshot> {
  return ctx.loaders
    .get<number, MediaStatisticsSnapshot>(`mediaStatisticsAt:${day}`, async (ids) => {
      const checkpoint = await readCheckpointKey(ctx.db, MEDIA_SCHEMA);
      const key = (id: number) => `${id}|${day}|${checkpoint}`;
      const found = new Map<number, MediaStatisticsSnapshot>();
      for (const id of ids) {
        const hit = mediaCache.get(key(id));
        if (hit) found.set(id, hit);
      }
      const missing = ids.filter((id) => !found.has(id));
      for (const snapshot of await readMediaStatistics(ctx.db, MEDIA_SCHEMA, missing, day)) {
        mediaCache.set(key(snapshot.mediaId), snapshot);
        found.set(snapshot.mediaId, snapshot);
      }
      return ids.map((id) => found.get(id)!);
    })
    .load(mediaId);
}

/** For tests that change rows without moving the checkpoint. */
export const clearSiteStatisticsCache = () => {
  cache.clear();
  mediaCache.clear();
};
