import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { dayOf, foldSiteStats } from './fold.ts';

const recorded = (event: DomainEvent, occurredAt: string, i = 0): RecordedEvent => ({
  ...event,
  stream: 's',
  streamPosition: BigInt(i),
  logPosition: { transactionId: 1n, position: BigInt(i + 1) },
  storedVersion: 1,
  metadata: { commandId: `c${i}`, actorId: null, occurredAt },
});
const signUp = (userId: number): DomainEvent => ({ type: 'UserSignedUp', data: { userId, name: `u${userId}` } });

describe('dayOf', () => {
  it('takes the UTC day of the instant, whatever offset it was written with', () => {
    expect(dayOf(recorded(signUp(1), '2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(dayOf(recorded(signUp(1), '2026-03-01T23:30:00-01:00'))).toBe('2026-03-02');
    expect(dayOf(recorded(signUp(1), '2026-03-02T00:30:00+01:00'))).toBe('2026-03-01');
    expect(() => dayOf(recorded(signUp(1), 'yesterday'))).toThrow('no valid occurredAt');
  });
});

describe('foldSiteStats', () => {
  it('counts an entity added and removed within one batch on each day, and writes neither row', () => {
    const review = (type: 'ReviewWritten' | 'ReviewDeleted'): DomainEvent =>
      type === 'ReviewWritten'
        ? { type, data: { reviewId: 9, userId: 1, mediaId: 2, mediaType: 'ANIME', summary: 's', body: 'b', score: 50, private: false } }
        : { type, data: { reviewId: 9, authorId: 1, mediaId: 2, deletedBy: 1 } };
    const d = foldSiteStats(
      [
        recorded(review('ReviewWritten'), '2026-03-01T10:00:00.000Z', 0),
        recorded(review('ReviewWritten'), '2026-03-01T11:00:00.000Z', 1),
        recorded(review('ReviewDeleted'), '2026-03-02T10:00:00.000Z', 2),
        recorded(review('ReviewDeleted'), '2026-03-02T11:00:00.000Z', 3),
      ],
      { entities: new Set() },
    );
    expect(d.trends).toEqual([
      { subject: 'reviews', day: '2026-03-01', added: 1, removed: 0 },
      { subject: 'reviews', day: '2026-03-02', added: 0, removed: 1 },
    ]);
    expect(d.inserted).toEqual([]);
    expect(d.deleted).toEqual([]);
  });
});
