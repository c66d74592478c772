import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { type RecordedEvent } from '@tsuzuki/event-store';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows } from '../../framework/recordset.ts';
import { firstListEvent, readListsSince, sourceOf, switchToLists } from '../media/source.ts';
import { foldStatistics, readStatistics, upsertStatistics } from '../media/statistics.ts';
import { readAiring, writeAiring } from './airing.ts';
import { dayOf, walkTrends } from './points.ts';

const COLUMNS = {
  media_id: 'integer',
  date: 'integer',
  trending: 'integer',
  average_score: 'integer',
  popularity: 'integer',
  in_progress: 'integer',
  releasing: 'boolean',
  episode: 'integer',
};
const FIGURES = `average_score = excluded.average_score, popularity = excluded.popularity, in_progress = excluded.in_progress,
  releasing = excluded.releasing, episode = excluded.episode`;
const REPLACE = `ON CONFLICT (media_id, date) DO UPDATE SET trending = excluded.trending, ${FIGURES}`;
const ADD = `ON CONFLICT (media_id, date) DO UPDATE SET trending = media_trends.trending + excluded.trending, ${FIGURES}`;

/** The media whose counters or points an event concerns (list events and imports). */
function statisticsMediaId(event: RecordedEvent): number | null {
  if (event.type === 'MediaListEntrySaved' || event.type === 'MediaListEntryDeleted' || event.type === 'MediaStatisticsImported') {
    return event.data.mediaId;
  }
  return null;
}

export const trends = defineProjection({
  name: 'trends',
  migration: new URL('./migration.sql', import.meta.url),
  // 2: a media whose counter moves cancel out within a batch keeps its statistics row (ADR 32).
  version: 2,
  handles: PROJECTION_INPUTS.trends,
  // Reads the counters and airing states of the media the batch touches, walks the batch in memory (points.ts),
  // then writes each table once: counters by deltas, airing states, and the points (imports replace theirs, list
  // changes add to theirs). The same rows whatever the batch boundaries.
  async apply(events, tx) {
    const statisticsIds = new Set<number>();
    const mediaIds = new Set<number>();
    for (const e of events) {
      const id = statisticsMediaId(e);
      if (id !== null) statisticsIds.add(id);
      mediaIds.add(id ?? e.data.mediaId);
    }
    const listsSince = await readListsSince(tx);
    const first = firstListEvent(events, listsSince);
    if (first) {
      // From the switch's day on, a point's trending counts the members' changes only (points.ts).
      await tx.query('UPDATE media_trends SET trending = 0 WHERE date >= $1 AND trending <> 0', [dayOf(await switchToLists(tx, first))]);
    }
    const states = await readStatistics(tx, [...statisticsIds]);
    const airing = await readAiring(tx, [...mediaIds]);
    const { replaced, added, airingChanged } = walkTrends(events, states, airing, sourceOf(listsSince), first);
    await upsertStatistics(tx, foldStatistics(events), false);
    await writeAiring(tx, airing, airingChanged);
    await insertRows(tx, 'media_trends', COLUMNS, replaced, REPLACE);
    await insertRows(tx, 'media_trends', COLUMNS, added, ADD);
  },
});
