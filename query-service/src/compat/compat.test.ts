import { readFileSync } from 'node:fs';
import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchemas } from '../schema/executable.ts';
import { demoExamples, preparer } from './demoExamples.ts';
import { authorizeAs, startDemoStack, TEST_MEMBER, type DemoStack } from './demoStack.ts';
import { exampleVariables, type Examples } from './exampleVariables.ts';
import { measureCompat, type ClientOperation } from './measure.ts';

/**
 * Counts that must never go down: operations that validate (validQueries: the queries among them), and those that
 * run against the seeded demo data, with a member's Bearer token, without an error AniList would not give.
 */
interface Baseline {
  validOperations: number;
  validQueries: number;
  executedQueries: number;
  executedMutations: number;
}
const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')) as Baseline;
const schema = buildSchemas().public;
const report = measureCompat(schema);
const queries = report.valid.filter((op) => op.kind === 'query');
const mutations = report.valid.filter((op) => op.kind === 'mutation');
const all = [...report.valid, ...report.invalid.map((i) => i.op)];
const count = (kind: ClientOperation['kind']) => all.filter((op) => op.kind === kind).length;

/**
 * Refusals AniList gives too, for values a client wrote into its document (the corpus's example values, which no
 * example variable can change): these operations count as run when they are refused exactly so. Every other error
 * is ours. The member the run acts for is user 1 (Yuki), and the demo slice the run seeds lacks media 1, activity 1
 * and list entry 12345.
 */
const EXPECTED_REFUSALS: Record<string, { status: number | readonly number[]; message: RegExp; because: string }> = {
  'Dantotsu:getMedia': { status: 404, message: /^Not Found\.$/, because: 'Media(id: 1): no media 1 in the demo slice' },
  'Dantotsu:getUserId': { status: 404, message: /^Not Found\.$/, because: 'User(name: "Josh"): no member Josh' },
  'Dantotsu:toggleFav.inline': {
    status: 404,
    message: /^Anime not found\.$/,
    because: 'ToggleFavourite(animeId: 1): no media 1 in the demo slice',
  },
  'Dantotsu:rateReview': {
    status: 403,
    message: /^You cannot rate your own review\.$/,
    because: "RateReview(reviewId: 1): review 1 is the member's own",
  },
  'Dantotsu:toggleFollow': {
    status: 400,
    message: /^Validation failed\.$/,
    because: 'ToggleFollow(userId: 1): the member cannot follow themselves',
  },
  'Dantotsu:toggleLike': { status: 404, message: /^Activity not found\.$/, because: 'ToggleLikeV2(id: 1, type: ACTIVITY): no activity 1' },
  'Dantotsu:postReply': { status: 404, message: /^Activity not found\.$/, because: 'SaveActivityReply(activityId: 1): no activity 1' },
  'Dantotsu:postReview': {
    status: 404,
    message: /^Media not found\.$/,
    because: 'SaveReview(mediaId: 1, body: "Body text"): no media 1 (and the body is too short)',
  },
  'Dantotsu:deleteActivityReply': {
    status: 403,
    message: /^You can only change your own activity\.$/,
    because: "DeleteActivityReply(id: 1): reply 1 is another member's",
  },
  'Dantotsu:deleteActivity': {
    status: [404, 403],
    message: /^(Activity not found|You can only change your own activity)\.$/,
    // Whether activity 1 is in the slice, and whose it is, depends on the slice's data (the seed's scale and day).
    because: "DeleteActivity(id: 1): no activity 1, or another member's",
  },
  'AniList-Node:lists.addEntry': { status: 404, message: /^Media not found\.$/, because: 'SaveMediaListEntry(mediaId: 1): no media 1' },
  'AniList-Node:lists.updateEntry': {
    status: 404,
    message: /^List entry not found\.$/,
    because: 'SaveMediaListEntry(id: 12345): no such entry',
  },
  'AniList-Node:lists.removeEntry': {
    status: 404,
    message: /^List entry not found\.$/,
    because: 'DeleteMediaListEntry(id: 12345): no such entry',
  },
};

type Answer = Awaited<ReturnType<DemoStack['gql']>>;
const unexpectedErrors = (op: ClientOperation, res: Answer) => {
  const expected = EXPECTED_REFUSALS[op.id];
  return (res.body.errors ?? []).filter(
    (e) => !(expected && [expected.status].flat().includes(e.status) && expected.message.test(e.message)),
  );
};

/**
 * Variables as the client puts them on the wire. Dantotsu (the corpus notes say so) sends them as a JSON-encoded
 * string, '' when there are none, with ids as quoted numbers: the README's wire habits, on every one of its operations.
 */
const sendsVariablesAsString = (op: ClientOperation) => /variables' as a JSON-encoded \*string\*/.test(op.notes ?? '');
const wire = (op: ClientOperation, variables: Record<string, unknown>) => {
  if (!sendsVariablesAsString(op)) return variables;
  const quoted = Object.fromEntries(
    Object.entries(variables).map(([k, v]) => [k, /id$/i.test(k) && typeof v === 'number' ? String(v) : v]),
  );
  return Object.keys(quoted).length ? JSON.stringify(quoted) : '';
};

const rootFields = (op: ClientOperation) =>
  new Set(
    parse(op.document)
      .definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
      .flatMap((d) => d.selectionSet.selections.map((s) => (s.kind === 'Field' ? s.name.value : ''))),
  );

let executedQueries = 0;
let executedMutations = 0;
const refused: string[] = [];

describe('AniList client compatibility', () => {
  it('validates at least the baseline number of real client operations (the count must never go down)', () => {
    console.log(`compat: ${report.valid.length}/${report.total} operations validate`);
    console.log(
      `top missing: ${report.missing
        .slice(0, 15)
        .map(([what, n]) => `${what} (${n})`)
        .join(', ')}`,
    );
    expect(report.valid.length).toBeGreaterThanOrEqual(baseline.validOperations);
    expect(queries.length).toBeGreaterThanOrEqual(baseline.validQueries);
  });

  describe('against the seeded demo data, as a client acting for a member', () => {
    let demo: DemoStack;
    let headers: Record<string, string>;
    let examples: Examples;
    beforeAll(async () => {
      demo = await startDemoStack('query_compat');
      const login = Date.now();
      headers = await authorizeAs(demo, TEST_MEMBER);
      examples = await demoExamples(demo.gql, headers);
      console.log(
        `compat: demo data seeded and caught up in ${demo.seededIn.toFixed(1)}s; member authorised and examples read in ${((Date.now() - login) / 1000).toFixed(1)}s`,
      );
      console.log(`compat: examples ${JSON.stringify(examples)}`);
    }, 300_000);
    afterAll(async () => {
      await demo?.close();
      console.log(
        `compat: validated ${report.valid.length}/${report.total}, queries executed ${executedQueries}/${count('query')} ok, ` +
          `mutations executed ${executedMutations}/${count('mutation')} ok`,
      );
      if (refused.length) console.log(`compat: ok, refused as AniList refuses the values in their documents: ${refused.join('; ')}`);
    });

    it('finds the seeded media by their MyAnimeList ids, as MAL-Sync and seanime look them up', async () => {
      const res = await demo.gql<{ anime: { id: number; idMal: number }; manga: { id: number }; Page: { media: { id: number }[] } }>(
        `query ($anime: Int, $manga: Int) { anime: Media(idMal: $anime, type: ANIME) { id idMal } manga: Media(idMal: $manga, type: MANGA) { id }
           Page { media(idMal_in: [$anime, $manga], sort: ID) { id } } }`,
        { variables: { anime: examples.animeIdMal, manga: examples.mangaIdMal }, headers },
      );
      expect(res.body).toEqual({
        data: {
          anime: { id: examples.anime, idMal: examples.animeIdMal },
          manga: { id: examples.manga },
          Page: { media: [{ id: Math.min(examples.anime, examples.manga) }, { id: Math.max(examples.anime, examples.manga) }] },
        },
      });
    });

    it('runs every validating query as the member without an error AniList would not give', async () => {
      const failures: string[] = [];
      for (const op of queries) {
        const variables = exampleVariables(schema, op.document, examples);
        const res = await demo.gql(op.document, { variables: wire(op, variables), operationName: op.operationName, headers });
        const unexpected = unexpectedErrors(op, res);
        if (unexpected.length || !res.body.data)
          failures.push(`${op.id} ${JSON.stringify(variables)}: ${JSON.stringify(res.body.errors ?? res.body)}`);
        else {
          executedQueries++;
          if (res.body.errors?.length) refused.push(`${op.id} (${EXPECTED_REFUSALS[op.id]?.because})`);
        }
      }
      expect(failures).toEqual([]);
      expect(executedQueries).toBeGreaterThanOrEqual(baseline.executedQueries);
    }, 180_000);

    it('runs them as a guest too: Viewer answers 401 "Invalid token", nothing else is refused', async () => {
      const failures: string[] = [];
      for (const op of queries) {
        const variables = exampleVariables(schema, op.document, examples);
        const res = await demo.gql(op.document, { variables: wire(op, variables), operationName: op.operationName });
        const unexpected = unexpectedErrors(op, res).filter((e) => !(e.status === 401 && e.message === 'Invalid token'));
        if (unexpected.length || !res.body.data) failures.push(`${op.id}: ${JSON.stringify(res.body.errors ?? res.body)}`);
      }
      expect(failures).toEqual([]);
    }, 180_000);

    it("runs every validating mutation on the member's own data without an error AniList would not give", async () => {
      const prepare = preparer(demo.gql, headers, examples);
      const failures: string[] = [];
      for (const op of mutations) {
        let variables: Record<string, unknown> = {};
        try {
          variables = exampleVariables(schema, op.document, await prepare(rootFields(op)));
        } catch (err) {
          failures.push(`${op.id}: preparing it failed: ${(err as Error).message}`);
          continue;
        }
        const res = await demo.gql(op.document, { variables: wire(op, variables), operationName: op.operationName, headers });
        const unexpected = unexpectedErrors(op, res);
        // A change answers with what it changed (or Deleted): a root field answering null without an error is a bug.
        const empty = res.body.errors?.length
          ? []
          : Object.entries(res.body.data ?? {})
              .filter(([, v]) => v == null)
              .map(([k]) => k);
        if (empty.length) failures.push(`${op.id} ${JSON.stringify(variables)}: ${empty.join(', ')} answered null`);
        else if (unexpected.length || !res.body.data)
          failures.push(`${op.id} ${JSON.stringify(variables)}: ${JSON.stringify(res.body.errors ?? res.body)}`);
        else {
          executedMutations++;
          if (res.body.errors?.length) refused.push(`${op.id} (${EXPECTED_REFUSALS[op.id]?.because})`);
        }
      }
      expect(failures).toEqual([]);
      expect(executedMutations).toBeGreaterThanOrEqual(baseline.executedMutations);
    }, 300_000);
  });
});
