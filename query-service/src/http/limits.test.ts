import { readFileSync } from 'node:fs';
import { parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadClientOperations } from '../compat/measure.ts';
import { buildSchemas } from '../schema/executable.ts';
import { LIMITS, OperationMeter, operationLimits, type Tally } from './limits.ts';
import { GENERATED_PERSISTED_QUERIES } from './persistedQueries.ts';

const schemas = buildSchemas();

/** The text of every query and mutation the site's own client sends (relay-compiler's persisted documents). */
function siteOperations(): { id: string; text: string }[] {
  const map = JSON.parse(readFileSync(GENERATED_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
  return Object.entries(map).map(([id, text]) => ({ id: /^(?:query|mutation) (\w+)/.exec(text)?.[1] ?? id, text }));
}

const tally = (text: string, schema = schemas.public): Tally => {
  const doc = parse(text);
  const op = doc.definitions.find((d) => d.kind === 'OperationDefinition')!;
  return new OperationMeter(schema, doc.definitions).measure(op as never);
};

describe('request limits against real documents', () => {
  it('let every one of the 300 real AniList client operations through, with room to spare', () => {
    const ops = loadClientOperations();
    expect(ops).toHaveLength(300);
    const largest = { cost: 0, depth: 0, aliases: 0, directives: 0, searches: 0 };
    for (const op of ops) {
      const errors = validate(schemas.public, parse(op.document, { maxTokens: LIMITS.maxTokens }), [operationLimits()])
        .filter((e) => e.extensions.code === 'QUERY_TOO_COMPLEX');
      expect(errors.map((e) => `${op.id}: ${e.message}`)).toEqual([]);
      const t = tally(op.document);
      for (const key of Object.keys(largest) as (keyof typeof largest)[]) largest[key] = Math.max(largest[key], t[key]);
    }
    console.info(`largest among the 300 client operations: ${JSON.stringify(largest)}; limits ${JSON.stringify(LIMITS)}`);
    expect(largest.cost).toBeLessThan(LIMITS.maxCost * 0.6);
    expect(largest.aliases).toBeLessThan(LIMITS.maxAliases * 0.6);
  });

  it('let every query of the site\'s own client through', () => {
    // relay-compiler's artifacts: npm test generates them before the unit tests.
    const ops = siteOperations();
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) {
      const errors = validate(schemas.internal, parse(op.text), [...specifiedRules, operationLimits()]);
      expect(errors.map((e) => `${op.id}: ${e.message}`)).toEqual([]);
    }
  });

  it('count a Page\'s items by its perPage, capped at 50, and nested connections by theirs', () => {
    const one = tally('{ Page(perPage: 1) { media { id } } }').cost;
    const fifty = tally('{ Page(perPage: 50) { media { id } } }').cost;
    expect(tally('{ Page(perPage: 500) { media { id } } }').cost).toBe(fifty);
    expect(fifty - one).toBe(49);
    expect(tally('{ Media(id: 1) { characters(perPage: 5) { nodes { id } } } }').cost)
      .toBeLessThan(tally('{ Media(id: 1) { characters { nodes { id } } } }').cost);
    expect(tally('{ a: Page { media(search: "x") { id } } b: Page { media(search: "y") { id } } }').searches).toBe(6);
  });

  it('Statement timeouts are 503, never 500, and cheap queries cannot time out: a search counts by its statements', () => {
    const searches = (n: number, field = 'media') =>
      `{ ${Array.from({ length: n }, (_, i) => `s${i}: Page { pageInfo { total } ${field}(search: "${String.fromCharCode(97 + i)}") { id } }`).join(' ')} }`;
    const refusals = (text: string) => validate(schemas.public, parse(text), [operationLimits()]).map((e) => e.message);
    // Each runs how common its text is, its page and its count: eight are 24 statements.
    expect(tally(searches(8)).searches).toBe(24);
    expect(refusals(searches(8))).toEqual(['Query has too many searches: they run 24 statements, the limit is 20.']);
    expect(refusals(searches(6, 'characters'))).toEqual([]);
    // Members are searched in one statement and its count.
    expect(tally(searches(1, 'users')).searches).toBe(2);
  });
});
