import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExamples } from '../compat/demoExamples.ts';
import { authorizeAs, startDemoStack, type DemoStack } from '../compat/demoStack.ts';
import { exampleVariables, type Examples } from '../compat/exampleVariables.ts';
import { measureCompat } from '../compat/measure.ts';
import { buildSchemas } from '../schema/executable.ts';
import { CompiledQueries } from './compiledExecutor.ts';
import { GENERATED_PERSISTED_QUERIES } from './persistedQueries.ts';

// ADR 0046: every query the site's client persists answers the same, byte for byte and with the same status, when
// sent by its documentId (graphql-jit's compiled query) as when sent as its text (graphql-js), over the seeded demo
// world, as a member and as a guest; and every query of the AniList clients' corpus answers the same as a text that
// comes again (compiled) as a text seen once (graphql-js). The services run as in production (tsx, Node's module
// resolution).

// relay-compiler writes the documents (`npm test` runs it first); a lone run of this file makes them itself.
if (!existsSync(GENERATED_PERSISTED_QUERIES)) execFileSync('npm', ['run', 'relay', '-w', 'client'], { stdio: 'ignore' });
const persisted = JSON.parse(readFileSync(GENERATED_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
const queries = Object.entries(persisted)
  .filter(([, text]) => text.startsWith('query '))
  .map(([id, text]) => ({ id, text, name: /^query (\w+)/.exec(text)![1]! }));
const schema = buildSchemas().public;
/** A fresh challenge each time by design: the answers differ whatever runs them. */
const RANDOM = new Set(['CaptchaChallengeQuery']);

let demo: DemoStack;
let member: Record<string, string>;
let examples: Examples;
beforeAll(async () => {
  // Every answer executed: with the answer cache (ADRs 45, 52) a text that comes again would be served the copy its
  // first sighting kept, and this file compares the two executors, not the cache (answerCache/ tests that).
  demo = await startDemoStack('query_compiled_equivalence', { env: { ANSWER_CACHE: 'off' } });
  member = await authorizeAs(demo);
  examples = await demoExamples(demo.gql, member);
}, 300_000);
afterAll(() => demo?.close());

let sent = 0;
/** The text once only: a comment of its own keeps it on graphql-js (a text that comes again runs compiled). */
const once = (text: string) => `${text}\n# ${++sent}`;

interface Answer {
  status: number;
  body: string;
  /** When it was asked and when it came (ms): the server read its clock in between. */
  sentAt: number;
  cameAt: number;
}

async function send(body: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> {
  const sentAt = Date.now();
  const res = await fetch(`${demo.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text(), sentAt, cameAt: Date.now() };
}

const CLOCK_READ = /"timeUntilAiring":(-?\d+)/g;

/**
 * The same status and body, except that timeUntilAiring reads the clock: each may differ by the seconds between the
 * first answer's request and the second's arrival (on a loaded machine two answers in a row straddled a second, and
 * so did the retry that used to stand in for this).
 */
function sameAnswer(a: Answer, b: Answer): boolean {
  if (a.status !== b.status) return false;
  if (a.body === b.body) return true;
  const slack = Math.ceil((Math.max(a.cameAt, b.cameAt) - Math.min(a.sentAt, b.sentAt)) / 1000);
  const clockOf = (x: Answer) => [...x.body.matchAll(CLOCK_READ)].map((m) => Number(m[1]));
  const [ta, tb] = [clockOf(a), clockOf(b)];
  if (ta.length !== tb.length || ta.some((t, i) => Math.abs(t - tb[i]!) > slack)) return false;
  const unclocked = (x: Answer) => x.body.replace(CLOCK_READ, '"timeUntilAiring":0');
  return unclocked(a) === unclocked(b);
}

/** The example variables, and the same with every Boolean flag set: the documents' @include branches both ways. */
function variants(text: string): Record<string, unknown>[] {
  const values = exampleVariables(schema, text, examples);
  const flags = Object.entries(values).filter(([, v]) => typeof v === 'boolean');
  return flags.length ? [values, { ...values, ...Object.fromEntries(flags.map(([k]) => [k, true])) }] : [values];
}

/**
 * Each document's answers by text and by id; the text is asked first once more, so that a read with a side effect
 * (notifications marked read) is compared in the state it leaves. Returns the mismatches and the clean answers
 * (data, no errors: sent as jit gave them; an answer with errors is graphql-js's by design).
 */
async function compare(headers: Record<string, string>) {
  const mismatches: string[] = [];
  let clean = 0;
  let runs = 0;
  for (const q of queries) {
    for (const variables of variants(q.text)) {
      runs++;
      await send({ query: once(q.text), variables, operationName: q.name }, headers);
      const byId = await send({ documentId: q.id, variables, operationName: q.name }, headers);
      const asText = await send({ query: once(q.text), variables, operationName: q.name }, headers);
      if (RANDOM.has(q.name)) {
        if (byId.status !== asText.status) mismatches.push(`${q.name}: status ${byId.status} by id, ${asText.status} as text`);
        continue;
      }
      if (!sameAnswer(byId, asText))
        mismatches.push(
          `${q.name} ${JSON.stringify(variables)}:\n  by id   ${byId.status} ${byId.body.slice(0, 600)}\n  as text ${asText.status} ${asText.body.slice(0, 600)}`,
        );
      else if (!byId.body.includes('"errors"')) clean++;
    }
  }
  return { mismatches, clean, runs };
}

describe("the site's persisted queries, compiled and not", () => {
  it('compiles every one of them', () => {
    const compiled = new CompiledQueries();
    const failed = queries.filter((q) => !compiled.compiled({ schema, document: parse(q.text), operationName: q.name }));
    expect(failed.map((q) => q.name)).toEqual([]);
    expect(queries.length).toBeGreaterThan(90);
  });

  it('answers each the same by its id as by its text, as a member', async () => {
    const { mismatches, clean, runs } = await compare(member);
    console.log(`compiled equivalence (member): ${clean}/${runs} answers without errors, all compared`);
    expect(mismatches).toEqual([]);
    expect(clean).toBeGreaterThan(runs * 0.8);
  }, 300_000);

  it('answers each the same by its id as by its text, as a guest', async () => {
    const { mismatches, clean, runs } = await compare({});
    console.log(`compiled equivalence (guest): ${clean}/${runs} answers without errors, all compared`);
    expect(mismatches).toEqual([]);
    expect(clean).toBeGreaterThan(runs * 0.5);
  }, 300_000);
});

describe("the AniList clients' queries, as texts that come again", () => {
  const corpus = measureCompat(schema).valid.filter((op) => op.kind === 'query');

  /**
   * The text as it is (its first sighting warms it and leaves any side effect; the second runs compiled) against the
   * text made unique (graphql-js), compared as sameAnswer does (timeUntilAiring reads the clock).
   */
  async function compareCorpus(headers: Record<string, string>) {
    const mismatches: string[] = [];
    let clean = 0;
    for (const op of corpus) {
      const variables = exampleVariables(schema, op.document, examples);
      const body = { variables, operationName: op.operationName };
      await send({ query: op.document, ...body }, headers);
      const compiled = await send({ query: op.document, ...body }, headers);
      const plain = await send({ query: once(op.document), ...body }, headers);
      if (!sameAnswer(compiled, plain))
        mismatches.push(
          `${op.id}:\n  compiled   ${compiled.status} ${compiled.body.slice(0, 600)}\n  graphql-js ${plain.status} ${plain.body.slice(0, 600)}`,
        );
      else if (!compiled.body.includes('"errors"')) clean++;
    }
    return { mismatches, clean, runs: corpus.length };
  }

  it('answers each the same compiled as on graphql-js, as a member', async () => {
    const { mismatches, clean, runs } = await compareCorpus(member);
    console.log(`compiled equivalence (AniList clients, member): ${clean}/${runs} answers without errors, all compared`);
    expect(mismatches).toEqual([]);
    expect(runs).toBeGreaterThan(150);
    expect(clean).toBeGreaterThan(runs * 0.7);
  }, 300_000);
});
