import { describe, expect, it } from 'vitest';
import { liveCustomLists, type MemberCustomLists } from './customLists.ts';

const PUT_AT = Date.parse('2024-04-01T12:00:00Z');

/** given(the member's lists).when(an entry is on these names, put there then).then(the names it is still on) */
const given = (lists: MemberCustomLists) => ({
  when: (onEntry: string[], putAt?: number) => ({
    then: (expected: string[]) => expect(liveCustomLists(onEntry, lists, putAt)).toEqual(expected),
  }),
});

describe('custom-list liveness', () => {
  it('an entry is on the names that are still lists of its member', () => {
    given({ customLists: ['Keep', 'Other'] })
      .when(['Keep', 'Drop'])
      .then(['Keep']);
    given({ customLists: [] }).when(['Drop']).then([]);
    given({ customLists: ['Keep'] })
      .when([])
      .then([]);
  });

  it('a list re-created after the entry was put on it starts empty', () => {
    given({ customLists: ['Winter'], customListsSince: { Winter: PUT_AT + 1 } })
      .when(['Winter'], PUT_AT)
      .then([]);
    given({ customLists: ['Winter'], customListsSince: { Winter: PUT_AT } })
      .when(['Winter'], PUT_AT)
      .then(['Winter']);
    given({ customLists: ['Winter'], customListsSince: { Winter: PUT_AT - 1 } })
      .when(['Winter'], PUT_AT)
      .then(['Winter']);
  });

  it('a list with no creation date has held its entries since the start', () => {
    given({ customLists: ['Winter'], customListsSince: {} })
      .when(['Winter'], 0)
      .then(['Winter']);
    given({ customLists: ['Winter'] })
      .when(['Winter'])
      .then(['Winter']);
  });
});
