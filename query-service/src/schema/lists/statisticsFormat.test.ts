import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListStack, type ListStack } from '../../testing/lists.ts';

// Issue 24: a member's profile statistics follow their score format as soon as they change it (core §3, §5): after
// a switch to POINT_100 the profile read "Mean Score 4" and "1 Entries".
let stack: ListStack;
beforeAll(async () => {
  // With the answer cache on, as the site runs: a kept answer must not outlive the format it was computed in.
  stack = await startListStack('query_statistics_format', {
    answerCache: { maxBytes: 1024 * 1024, entryBytes: 64 * 1024, clockTtlMs: 1000 },
  });
  await stack.addMedia([
    { id: 401, episodes: 12 },
    { id: 402, episodes: 24 },
  ]);
}, 60_000);
afterAll(() => stack?.close());

const SAVE = `mutation ($mediaId: Int, $score: Float) { SaveMediaListEntry(mediaId: $mediaId, status: COMPLETED, score: $score) { id } }`;
const STATS = `query ($id: Int) { User(id: $id) { mediaListOptions { scoreFormat }
  statistics { anime { count meanScore scores(sort: ID) { score count } } } } }`;

type Stats = { User: { mediaListOptions: { scoreFormat: string }; statistics: { anime: Record<string, unknown> } } };

describe('User.statistics after a score format change', () => {
  it('reads the mean score and the score bars in the new format at once, over the same entries', async () => {
    const { browser, user } = await stack.signUp('Format_Switcher');
    for (const [mediaId, score] of [
      [401, 8],
      [402, 9],
    ] as const) {
      const saved = await browser.gql(SAVE, { variables: { mediaId, score } });
      expect(saved.body.errors).toBeUndefined();
    }
    const guest = stack.browser();
    for (const reader of [browser, guest]) {
      const before = await reader.gql<Stats>(STATS, { variables: { id: user.id } });
      expect(before.body.data!.User.statistics.anime).toEqual({
        count: 2,
        meanScore: 8.5,
        scores: [
          { score: 8, count: 1 },
          { score: 9, count: 1 },
        ],
      });
    }

    const switched = await browser.gql('mutation { UpdateUser(scoreFormat: POINT_100) { id mediaListOptions { scoreFormat } } }');
    expect(switched.body.errors).toBeUndefined();
    for (const reader of [browser, guest]) {
      const after = await reader.gql<Stats>(STATS, { variables: { id: user.id } });
      expect(after.body.errors).toBeUndefined();
      expect(after.body.data!.User).toEqual({
        mediaListOptions: { scoreFormat: 'POINT_100' },
        statistics: {
          anime: {
            count: 2,
            meanScore: 85,
            scores: [
              { score: 80, count: 1 },
              { score: 90, count: 1 },
            ],
          },
        },
      });
    }
  });
});
