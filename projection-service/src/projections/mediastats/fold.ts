import type { RecordedEvent } from '@tsuzuki/event-store';
import { baselineOf, type Baseline } from '../media/figures.ts';
import { addCountChange, addEntryMove, movedMedia, movesCounts, type Counts } from '../media/listCounts.ts';
import { dayOf } from '../sitestats/fold.ts';

// A batch of events folded into the rows of rm_mediastats, in memory. Each contribution is keyed by the day of the
// event that makes it and computed from the event alone, so any batch boundaries give the same rows (ADR 23).

/** What a day's events did to a media's counters (the media read model's, media/listCounts.ts), and how many moved them. */
export type MediaDayDelta = { media_id: number; day: string; changes: number } & Counts;
/** The last statistics imported for a media on a day, in log order, with the log position of their event. */
export interface MediaImportDelta {
  media_id: number;
  day: string;
  transaction_id: string;
  position: string;
  imported: Baseline;
}

export interface MediaStatsDeltas {
  mediaDays: MediaDayDelta[];
  mediaImports: MediaImportDelta[];
  /** Days with a list event. */
  listDays: string[];
}

/** A media's day with nothing counted yet (a literal: spreading zeroCounts into a new object costs a rebuild). */
const emptyDay = (media_id: number, day: string): MediaDayDelta => ({
  media_id,
  day,
  changes: 0,
  current: 0,
  planning: 0,
  completed: 0,
  dropped: 0,
  paused: 0,
  repeating: 0,
  score_10: 0,
  score_20: 0,
  score_30: 0,
  score_40: 0,
  score_50: 0,
  score_60: 0,
  score_70: 0,
  score_80: 0,
  score_90: 0,
  score_100: 0,
  score_sum: 0,
  favourites: 0,
});

export function foldMediaStats(events: readonly RecordedEvent[]): MediaStatsDeltas {
  /** day → media → row: integer keys under a handful of days, no key string per event. */
  const mediaDays = new Map<string, Map<number, MediaDayDelta>>();
  const mediaImports = new Map<string, MediaImportDelta>();
  const listDays = new Set<string>();

  /** A media's row of the day, with one more event that moves its counters (the caller adds the move). */
  const mediaDay = (mediaId: number, day: string) => {
    let byMedia = mediaDays.get(day);
    if (!byMedia) mediaDays.set(day, (byMedia = new Map()));
    let d = byMedia.get(mediaId);
    if (!d) byMedia.set(mediaId, (d = emptyDay(mediaId, day)));
    d.changes += 1;
    return d;
  };

  for (const e of events) {
    switch (e.type) {
      case 'MediaListEntrySaved': {
        const { mediaId, changes, before } = e.data;
        const day = dayOf(e);
        listDays.add(day);
        // The entry's status and score before and after (media/listCounts.ts): most saves (progress) move nothing.
        const status = changes.status ?? before.status;
        const score = changes.score ?? before.score;
        if (movesCounts(before.status, before.score, status, score))
          addEntryMove(mediaDay(mediaId, day), before.status, before.score, status, score);
        break;
      }
      case 'MediaListEntryDeleted': {
        const { mediaId, status, score } = e.data;
        const day = dayOf(e);
        listDays.add(day);
        addEntryMove(mediaDay(mediaId, day), status, score, null, 0);
        break;
      }
      case 'FavouriteAdded':
      case 'FavouriteRemoved': {
        const mediaId = movedMedia(e); // a favourite of a media, not of a character, staff member or studio
        if (mediaId !== null) addCountChange(mediaDay(mediaId, dayOf(e)), e);
        break;
      }
      case 'MediaStatisticsImported': {
        const data = e.data;
        const day = dayOf(e);
        mediaImports.set(`${data.mediaId}|${day}`, {
          media_id: data.mediaId,
          day,
          transaction_id: String(e.logPosition.transactionId),
          position: String(e.logPosition.position),
          imported: baselineOf(data),
        });
        break;
      }
      default:
    }
  }
  return {
    mediaDays: [...mediaDays.values()].flatMap((byMedia) => [...byMedia.values()]),
    mediaImports: [...mediaImports.values()],
    listDays: [...listDays],
  };
}
