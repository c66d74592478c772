import { describe, expect, it } from 'vitest';
import type { Rewatch } from '../catalogue/lists.ts';
import type { MediaListStatus } from '../catalogue/users.ts';
import { bookRewatch, type RewatchBook, type RewatchChange } from './rewatches.ts';

const JUNE_1 = { year: 2024, month: 6, day: 1 };
const JUNE_10 = { year: 2024, month: 6, day: 10 };
const FIRST: Rewatch = { number: 1, startedAt: JUNE_1, completedAt: JUNE_10, score: 90 };
const NONE: RewatchBook = { rewatches: [], startedAt: null };

/** given(the entry's rewatches).when(a save leaves it at this status, with this rewatch change).then(its rewatches) */
const given = (book: RewatchBook) => ({
  when: (status: MediaListStatus, change?: RewatchChange) => ({
    then: (expected: RewatchBook) => expect(bookRewatch(book, status, change)).toEqual(expected),
  }),
});

describe('rewatch bookkeeping', () => {
  it('a rewatch begins: its start date is kept while it is under way', () => {
    given(NONE).when('REPEATING', { started: JUNE_1 }).then({ rewatches: [], startedAt: JUNE_1 });
    given({ rewatches: [], startedAt: JUNE_1 }).when('REPEATING').then({ rewatches: [], startedAt: JUNE_1 });
    given({ rewatches: [], startedAt: JUNE_1 }).when('REPEATING', { started: JUNE_10 }).then({ rewatches: [], startedAt: JUNE_10 });
  });

  it('a finished rewatch joins the list with its own dates and score, and ends the one under way', () => {
    given({ rewatches: [], startedAt: JUNE_1 })
      .when('COMPLETED', { finished: FIRST })
      .then({ rewatches: [FIRST], startedAt: null });
    const second = { ...FIRST, number: 2 };
    given({ rewatches: [FIRST], startedAt: JUNE_1 })
      .when('COMPLETED', { finished: second })
      .then({ rewatches: [FIRST, second], startedAt: null });
  });

  it('leaving Rewatching without finishing drops the one under way', () => {
    given({ rewatches: [FIRST], startedAt: JUNE_1 })
      .when('PAUSED')
      .then({ rewatches: [FIRST], startedAt: null });
    given({ rewatches: [FIRST], startedAt: JUNE_1 })
      .when('DROPPED')
      .then({ rewatches: [FIRST], startedAt: null });
  });

  it('keeps the list itself when nothing is finished, and never changes it in place', () => {
    const book: RewatchBook = { rewatches: [FIRST], startedAt: null };
    expect(bookRewatch(book, 'COMPLETED', undefined).rewatches).toBe(book.rewatches);
    bookRewatch(book, 'COMPLETED', { finished: { ...FIRST, number: 2 } });
    expect(book.rewatches).toEqual([FIRST]);
  });
});
