import type { EventData } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { occurredAt } from '../../framework/time.ts';
import { baselineOf, mediaFigures, type FigureSource, type StatisticsState } from '../media/figures.ts';
import { addCounts, countChange } from '../media/listCounts.ts';
import { emptyState } from '../media/statistics.ts';
import { airingAt, applyCatalogueEvent, type Airing } from './airing.ts';

const DAY = 86_400;
export const dayOf = (seconds: number) => Math.floor(seconds / DAY) * DAY;

export interface Point {
  media_id: number;
  date: number;
  trending: number;
  average_score: number | null;
  popularity: number;
  in_progress: number;
  releasing: boolean;
  episode: number | null;
}

/**
 * A point the batch writes. `replace`: an import set it, so it replaces the stored point of that day; otherwise
 * its `trending` (list changes) adds to the stored one and its figures replace the stored ones.
 */
interface Pending {
  point: Point;
  replace: boolean;
  /** Time of the last list event on it: the figures are taken once the media's day is over in the batch. */
  at: number;
}

/**
 * Walks a batch in log order, as if each event were applied alone: each list change adds one to its media's
 * point of that UTC day, whose popularity, inProgress and averageScore are the media's figures after the day's
 * last change; an import writes its history and its own figures (the point of the day they were measured).
 * `states` holds the media_statistics rows before the batch, `airing` the airing states (both updated in place).
 *
 * Once members keep lists (`source` LISTS, or from `first`, the log's first list event, in this batch) the
 * figures are the members' and imports write no points; at the switch, points dated from its day on keep their
 * figures but restart their trending from the members' changes (the caller zeroes the stored ones), so that
 * Media.trending counts list changes only.
 */
export function walkTrends(
  events: readonly RecordedEvent[],
  states: Map<number, StatisticsState>,
  airing: Map<number, Airing>,
  source: FigureSource,
  first?: RecordedEvent,
) {
  const pending = new Map<string, Pending>();
  /** Per media, the key of the point whose figures wait for its day's last change. */
  const open = new Map<number, string>();
  const airingChanged = new Set<number>();
  const stateOf = (id: number) => states.get(id) ?? states.set(id, emptyState()).get(id)!;
  const settle = (mediaId: number) => {
    const key = open.get(mediaId);
    if (key === undefined) return;
    open.delete(mediaId);
    const p = pending.get(key)!;
    const f = mediaFigures(stateOf(mediaId), source);
    Object.assign(
      p.point,
      { popularity: f.popularity, in_progress: f.inProgress, average_score: f.averageScore },
      airingAt(airing.get(mediaId), p.at),
    );
  };

  for (const event of events) {
    if (event === first) {
      source = 'LISTS';
      const from = dayOf(occurredAt(event));
      for (const p of pending.values()) if (p.point.date >= from) p.point.trending = 0;
    }
    const changed = applyCatalogueEvent(airing, event);
    if (changed !== null) {
      airingChanged.add(changed);
      continue;
    }
    const at = occurredAt(event);
    if (event.type === 'MediaStatisticsImported') {
      const data = event.data;
      settle(data.mediaId);
      const state = stateOf(data.mediaId);
      state.imported = baselineOf(data);
      if (source === 'LISTS') continue;
      for (const point of importPoints(data, at, state, airing.get(data.mediaId))) {
        pending.set(`${point.media_id}:${point.date}`, { point, replace: true, at });
      }
      continue;
    }
    if (event.type !== 'MediaListEntrySaved' && event.type !== 'MediaListEntryDeleted') continue;
    const moved = countChange(event)!;
    const key = `${moved.mediaId}:${dayOf(at)}`;
    if (open.get(moved.mediaId) !== key) settle(moved.mediaId);
    addCounts(stateOf(moved.mediaId).counts, moved.delta);
    let p = pending.get(key);
    if (!p) {
      p = {
        point: {
          media_id: moved.mediaId,
          date: dayOf(at),
          trending: 0,
          average_score: null,
          popularity: 0,
          in_progress: 0,
          releasing: false,
          episode: null,
        },
        replace: false,
        at,
      };
      pending.set(key, p);
    }
    p.point.trending += 1;
    p.at = at;
    open.set(moved.mediaId, key);
  }
  for (const mediaId of [...open.keys()]) settle(mediaId);
  const all = [...pending.values()];
  return {
    replaced: all.filter((p) => p.replace).map((p) => p.point),
    added: all.filter((p) => !p.replace).map((p) => p.point),
    airingChanged,
  };
}

/**
 * The points of one import (before members keep lists): its history as recorded, then its own figures on the
 * day they were measured. Releasing and episode come from the media's airing state, or without one from the
 * latest history point (a v1 import without history: not releasing, no episode).
 */
function importPoints(data: EventData<'MediaStatisticsImported'>, at: number, state: StatisticsState, airing: Airing | undefined): Point[] {
  const history = data.history ?? [];
  const points: Point[] = history.map((h) => ({
    media_id: data.mediaId,
    date: dayOf(h.date),
    trending: h.trending,
    average_score: h.averageScore,
    popularity: h.popularity,
    in_progress: h.inProgress,
    releasing: h.releasing,
    episode: h.episode,
  }));
  const measured = data.recordedAt ?? at;
  const last = history[history.length - 1];
  const f = mediaFigures(state, 'IMPORTED');
  points.push({
    media_id: data.mediaId,
    date: dayOf(measured),
    trending: data.trending,
    average_score: f.averageScore,
    popularity: f.popularity,
    in_progress: f.inProgress,
    ...(airing ? airingAt(airing, measured) : { releasing: last?.releasing ?? false, episode: last?.episode ?? null }),
  });
  return points;
}
