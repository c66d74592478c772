import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { ListActivity } from '../../testing/listActivity.ts';
import { addCounts, countChange, isZero, movedMedia, zeroCounts, type Counts } from '../media/listCounts.ts';
import { foldMediaStats } from './fold.ts';

const recorded = (event: DomainEvent, i: number): RecordedEvent => ({
  ...event,
  stream: 's',
  streamPosition: BigInt(i),
  logPosition: { transactionId: 1n, position: BigInt(i + 1) },
  storedVersion: 1,
  // Ten events a day from 2026-03-01.
  metadata: {
    commandId: `c${i}`,
    actorId: null,
    occurredAt: new Date(Date.UTC(2026, 2, 1) + Math.floor(i / 10) * 86_400_000 + (i % 10) * 1000).toISOString(),
  },
});

describe('foldMediaStats', () => {
  it("moves each media's day by what countChange says of each event (the media read model's rule), and counts only the moves", () => {
    const activity = new ListActivity(
      Array.from({ length: 30 }, (_, i) => ({ id: i + 1, type: i % 3 === 2 ? 'MANGA' : 'ANIME' })),
      7,
    );
    const events: RecordedEvent[] = [];
    for (let i = 0; i < 3000; i++) events.push(recorded(activity.next(1 + (i % 40)), events.length));
    for (let i = 0; i < 50; i++) {
      const kind = (['ANIME', 'MANGA', 'CHARACTER'] as const)[i % 3]!;
      events.push(
        recorded(
          { type: i % 4 === 3 ? 'FavouriteRemoved' : 'FavouriteAdded', data: { userId: i, kind, itemId: 1 + (i % 5) } },
          events.length,
        ),
      );
    }
    const expected = new Map<string, Counts & { changes: number }>();
    for (const e of events) {
      const moved = countChange(e);
      expect(movedMedia(e)).toBe(moved && !isZero(moved.delta) ? moved.mediaId : null);
      if (!moved || isZero(moved.delta)) continue;
      const k = `${moved.mediaId}|${e.metadata.occurredAt.slice(0, 10)}`;
      const row = expected.get(k) ?? { ...zeroCounts(), changes: 0 };
      row.changes += 1;
      expected.set(k, addCounts(row, moved.delta) as Counts & { changes: number });
    }
    const folded = foldMediaStats(events);
    expect(new Map(folded.mediaDays.map(({ media_id, day, ...row }) => [`${media_id}|${day}`, row]))).toEqual(expected);
    // A progress-only save moves nothing and makes no row; its day still has a list event.
    expect(events.filter((e) => e.type === 'MediaListEntrySaved' && movedMedia(e) === null).length).toBeGreaterThan(300);
    expect(folded.listDays).toHaveLength(300);
  });
});
