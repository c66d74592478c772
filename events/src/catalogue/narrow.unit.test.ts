import { describe, expect, expectTypeOf, it } from 'vitest';
import { PROJECTION_INPUTS, type InputOf } from '../projections.ts';
import { newEvent, type DomainEvent, type EventData } from './index.ts';
import { dataOf, ofType } from './narrow.ts';

const written = newEvent('ReviewWritten', {
  reviewId: 1,
  userId: 2,
  mediaId: 3,
  mediaType: 'ANIME',
  summary: 'A quiet, patient show.',
  body: 'x'.repeat(2200),
  score: 80,
  private: false,
});
const deleted = newEvent('ReviewDeleted', { reviewId: 1, authorId: 2, mediaId: 3, deletedBy: 2 });

describe('narrowing events', () => {
  it('keeps the events of the types named, typed as those types', () => {
    const events: DomainEvent[] = [written, deleted];
    const kept = events.filter(ofType('ReviewWritten'));
    expect(kept).toEqual([written]);
    expectTypeOf(kept[0]!.data).toEqualTypeOf<EventData<'ReviewWritten'>>();
    expect(events.filter(ofType('ReviewWritten', 'ReviewDeleted'))).toEqual(events);
  });

  it('hands out the data of a stream that holds one type, and refuses another type', () => {
    expect([written].map(dataOf('ReviewWritten'))).toEqual([written.data]);
    expect(() => [written, deleted].map(dataOf('ReviewWritten'))).toThrow('Expected a ReviewWritten event, got ReviewDeleted');
  });

  it("types a read model's inputs as the consumers in the catalogue name them", () => {
    expectTypeOf<InputOf<'reviews'>>().toEqualTypeOf<
      'ReviewWritten' | 'ReviewEdited' | 'ReviewDeleted' | 'ReviewRated' | 'ReviewReported'
    >();
    expect([...PROJECTION_INPUTS.reviews].sort()).toEqual([
      'ReviewDeleted',
      'ReviewEdited',
      'ReviewRated',
      'ReviewReported',
      'ReviewWritten',
    ]);
  });
});
