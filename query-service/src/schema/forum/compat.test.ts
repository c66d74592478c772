import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleVariables } from '../../compat/exampleVariables.ts';
import { measureCompat } from '../../compat/measure.ts';
import { buildSchemas } from '../executable.ts';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';
import { insertUser } from '../../testing/users.ts';

// The real clients' forum operations against a thread that exists (compat.test.ts runs them where none does): the
// example id every id variable gets names a thread about the example media, with a comment tree under it.
const schema = buildSchemas().public;
const forumOps = measureCompat(schema).valid.filter((op) => op.kind === 'query' && /\bThread/.test(op.document));
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp('query_forum_compat');
  await seedCatalogue(t.pool);
  await insertUser(t.pool, { id: ID.aot, name: 'Shingeki_Fan' });
  await insertUser(t.pool, { id: ID.aot2, name: 'Scout' });
  // Some clients inline User(id:1) in their documents (Dantotsu's notifications).
  await insertUser(t.pool, { id: 1, name: 'First_Member' });
  await t.pool.query(
    `INSERT INTO rm_forum.threads (id, user_id, title, body, categories, media_categories, created_at, updated_at, reply_count,
      reply_user_id, reply_comment_id, replied_at, like_count) VALUES ($1, $1, 'Season finale', 'What a ride.', '{1,5}', ARRAY[$1::int], 1700000000, 1700000000, 3, $2, $3, 1700000300, 1)`,
    [ID.aot, ID.aot2, ID.aot + 2],
  );
  const comments = [
    [ID.aot, null, ID.aot, 'First'],
    [ID.aot + 1, ID.aot, ID.aot2, 'Reply'],
    [ID.aot + 2, ID.aot + 1, ID.aot, 'Deeper'],
  ] as const;
  for (const [id, parent, user, text] of comments) {
    await t.pool.query(
      `INSERT INTO rm_forum.thread_comments (id, thread_id, root_comment_id, parent_comment_id, user_id, comment, created_at, updated_at)
      VALUES ($1, $2, $2, $3, $4, $5, 1700000100, 1700000100)`,
      [id, ID.aot, parent, user, text],
    );
  }
  await t.pool.query('INSERT INTO rm_forum.likes (comment_id, thread_id, user_id, created_at) VALUES (0, $1, $2, 1700000200)', [
    ID.aot,
    ID.aot2,
  ]);
});
afterAll(() => t?.close());

describe("AniList clients' forum operations", () => {
  it('run against a real thread without an error, and find it', async () => {
    expect(forumOps.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    let found = 0;
    for (const op of forumOps) {
      const variables = exampleVariables(schema, op.document, ID.aot);
      const res = await t.gql(op.document, { variables, operationName: op.operationName });
      const unexpected = (res.body.errors ?? []).filter((e) => !(e.status === 401 && e.message === 'Invalid token'));
      if (unexpected.length || !res.body.data) failures.push(`${op.id}: ${JSON.stringify(res.body.errors)}`);
      if (/"Season finale"|"First"/.test(JSON.stringify(res.body.data))) found++;
    }
    expect(failures).toEqual([]);
    expect(found).toBeGreaterThanOrEqual(6);
  });

  it('gives childComments as the recursive tree the clients parse', async () => {
    const res = await t.gql('query ($id: Int) { Page { threadComments(threadId: $id) { id childComments } } }', {
      variables: { id: ID.aot },
    });
    expect(res.body.data).toEqual({
      Page: {
        threadComments: [
          {
            id: ID.aot,
            childComments: [
              expect.objectContaining({
                id: ID.aot + 1,
                comment: 'Reply',
                likeCount: 0,
                isLiked: false,
                isLocked: false,
                createdAt: 1700000100,
                user: {
                  id: ID.aot2,
                  name: 'Scout',
                  avatar: expect.objectContaining({ large: expect.any(String), medium: expect.any(String) }),
                },
                childComments: [expect.objectContaining({ id: ID.aot + 2, comment: 'Deeper', childComments: null })],
              }),
            ],
          },
        ],
      },
    });
  });
});
