import { PROJECTION_INPUTS } from '@tsuzuki/events';
import type { EventData } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows } from '../../framework/recordset.ts';
import { occurredAt } from '../../framework/time.ts';

type Stats = EventData<'MediaStatisticsImported'>;
const DAY = 86_400;

const COLUMNS = {
  media_id: 'integer', date: 'integer', trending: 'integer', average_score: 'integer', popularity: 'integer',
  in_progress: 'integer', releasing: 'boolean', episode: 'integer',
};
const UPSERT = `ON CONFLICT (media_id, date) DO UPDATE SET trending = excluded.trending, average_score = excluded.average_score,
  popularity = excluded.popularity, in_progress = excluded.in_progress, releasing = excluded.releasing, episode = excluded.episode`;

interface Point {
  media_id: number; date: number; trending: number; average_score: number | null; popularity: number;
  in_progress: number; releasing: boolean; episode: number | null;
}

const dayOf = (seconds: number) => Math.floor(seconds / DAY) * DAY;

/**
 * The points of one import: its history, then its own figures on the day they were measured. The
 * figures say nothing of airing, so that point takes releasing/episode from the latest history point
 * (a v1 import without history: not releasing, no episode).
 */
export function importPoints(data: Stats, at: number): Point[] {
  const history = data.history ?? [];
  const points: Point[] = history.map((h) => ({
    media_id: data.mediaId, date: dayOf(h.date), trending: h.trending, average_score: h.averageScore,
    popularity: h.popularity, in_progress: h.inProgress, releasing: h.releasing, episode: h.episode,
  }));
  const last = history[history.length - 1];
  const watching = data.statusDistribution.filter((s) => s.status === 'CURRENT' || s.status === 'REPEATING');
  points.push({
    media_id: data.mediaId, date: dayOf(data.recordedAt ?? at), trending: data.trending, average_score: data.averageScore,
    popularity: data.popularity, in_progress: watching.reduce((n, s) => n + s.amount, 0),
    releasing: last?.releasing ?? false, episode: last?.episode ?? null,
  });
  return points;
}

export const trends = defineProjection({
  name: 'trends',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.trends,
  async apply(events, tx) {
    // A later point for the same media and day replaces an earlier one (log order), whatever the batches.
    const byKey = new Map<string, Point>();
    for (const e of events) {
      for (const p of importPoints(e.data as Stats, occurredAt(e))) byKey.set(`${p.media_id}:${p.date}`, p);
    }
    await insertRows(tx, 'media_trends', COLUMNS, [...byKey.values()], UPSERT);
  },
});
