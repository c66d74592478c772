import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-persisted-'));
const built = path.join(dir, 'dist-persisted-queries.json');
const generated = path.join(dir, 'generated-persisted-queries.json');
const STUDIO = 'query StudioName($id: Int) { Studio(id: $id) { name } }';
const MUTATION = 'mutation Touch { UpdateUser(about: "x") { id } }';
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  writeFileSync(generated, JSON.stringify({ studio1: STUDIO, touch1: MUTATION }));
  t = await startTestApp('query_persisted', { persistedQueryFiles: [built, generated] });
  await seedCatalogue(t.pool);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("persisted documents of the site's client", () => {
  it('runs a document sent by its documentId (or doc_id), over POST and GET', async () => {
    const posted = await t.gql<{ Studio: { name: string } }>('', {
      rawBody: JSON.stringify({ documentId: 'studio1', variables: { id: ID.wit } }),
    });
    expect(posted.body.data).toEqual({ Studio: { name: 'Wit Studio' } });
    const relayStyle = await t.gql('', { rawBody: JSON.stringify({ doc_id: 'studio1', variables: { id: ID.wit } }) });
    expect(relayStyle.body.data).toEqual({ Studio: { name: 'Wit Studio' } });
    const got = await fetch(`${t.url}/graphql?documentId=studio1&variables=${encodeURIComponent(JSON.stringify({ id: ID.wit }))}`);
    expect(await got.json()).toEqual({ data: { Studio: { name: 'Wit Studio' } } });
  });

  it('answers an unknown id 400 PersistedQueryNotFound, and a persisted mutation meets the same checks as its text', async () => {
    const unknown = await t.gql('', { rawBody: JSON.stringify({ documentId: 'nope' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors![0]).toMatchObject({ message: 'PersistedQueryNotFound', status: 400 });
    const asText = await t.gql(MUTATION, { headers: { schema: 'internal' } });
    const persisted = await t.gql('', { rawBody: JSON.stringify({ documentId: 'touch1' }), headers: { schema: 'internal' } });
    expect(persisted.status).toBe(401);
    expect(persisted).toEqual(asText);
  });

  it("prefers the built client's copy, and reads a file that changed when an id is unknown", async () => {
    writeFileSync(built, JSON.stringify({ studio2: STUDIO }));
    // A newer modification time than the one read at start, whatever the file system's resolution.
    const later = new Date(Date.now() + 5000);
    utimesSync(built, later, later);
    const fromBuild = await t.gql('', { rawBody: JSON.stringify({ documentId: 'studio2', variables: { id: ID.wit } }) });
    expect(fromBuild.body.data).toEqual({ Studio: { name: 'Wit Studio' } });
    const gone = await t.gql('', { rawBody: JSON.stringify({ documentId: 'studio1', variables: { id: ID.wit } }) });
    expect(gone.body.errors![0]!.message).toBe('PersistedQueryNotFound');
  });
});
