import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from './testStack.ts';
import type { Stack } from './stack.ts';

// The whole site as three processes over one seeded database: a mutation goes query-service → command-service →
// event store, and its answer must already show the change (read-your-writes through the projection-service).
describe('the running site', () => {
  let stack: Stack;
  let firstId: number;
  beforeAll(async () => {
    stack = await startTestStack('stack', ['--scale', '0.01']);
    const { body } = await gql('{ Page(perPage: 1) { media(type: ANIME, sort: ID) { id } } }');
    firstId = body.data.Page.media[0].id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
    return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string; status: number }[] } };
  }
  const internal = () => ({ schema: 'internal', 'x-internal-token': stack.env.INTERNAL_TOKEN! });

  it('answers every health check and serves the seeded catalogue', async () => {
    for (const port of [stack.env.PORT, stack.env.COMMAND_PORT, stack.env.PROJECTION_PORT]) {
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    }
    const { body } = await gql('{ Page(perPage: 5) { pageInfo { total } media(type: ANIME, sort: ID) { id title { romaji } } } }');
    expect(body.data.Page.pageInfo.total).toBeGreaterThan(10);
    expect(body.data.Page.media[0].title.romaji).toEqual(expect.any(String));
  });

  it('returns the changed media from UpdateMedia, and a second read agrees', async () => {
    for (let i = 0; i < 5; i++) {
      const hashtag = `#ryw${i}`;
      const { body } = await gql(
        'mutation($id: Int!, $h: String) { UpdateMedia(id: $id, hashtag: $h) { id hashtag } }',
        { id: firstId, h: hashtag },
        internal(),
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.UpdateMedia.hashtag).toBe(hashtag);
    }
    const { body } = await gql('query($id: Int) { Media(id: $id) { hashtag } }', { id: firstId });
    expect(body.data.Media.hashtag).toBe('#ryw4');
  });

  it('creates a studio that the answer already includes, searchable at once', async () => {
    const { body } = await gql(
      'mutation { AddStudio(name: "Read Your Writes Works", isAnimationStudio: true) { id name } }',
      {},
      internal(),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.AddStudio.name).toBe('Read Your Writes Works');
    const found = await gql('{ Page { studios(search: "read your writes") { id } } }');
    expect(found.body.data.Page.studios.map((s: { id: number }) => s.id)).toContain(body.data.AddStudio.id);
  });

  it('refuses a mutation from a guest and changes nothing', async () => {
    const { body } = await gql(
      'mutation($id: Int!) { UpdateMedia(id: $id, hashtag: "#guest") { id } }',
      { id: firstId },
      { schema: 'internal' },
    );
    expect(body.errors?.[0]?.status).toBe(401);
    const after = await gql('query($id: Int) { Media(id: $id) { hashtag } }', { id: firstId });
    expect(after.body.data.Media.hashtag).not.toBe('#guest');
  });

  it('refuses invalid input with a validation error and changes nothing', async () => {
    const { body } = await gql('mutation($id: Int!) { UpdateMedia(id: $id, episodes: -3) { id } }', { id: firstId }, internal());
    expect(body.errors?.[0]?.status).toBe(400);
    const after = await gql('query($id: Int) { Media(id: $id) { episodes } }', { id: firstId });
    expect(after.body.data.Media.episodes).not.toBe(-3);
  });
});
