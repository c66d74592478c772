import { readFileSync } from 'node:fs';
import { getIntrospectionQuery, parse, specifiedRules, validate, type FieldNode, type OperationDefinitionNode } from 'graphql';
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
    const largest = { cost: 0, depth: 0, aliases: 0, directives: 0, searches: 0, roots: 0, wholeLists: 0 };
    for (const op of ops) {
      const errors = validate(schemas.public, parse(op.document, { maxTokens: LIMITS.maxTokens }), [operationLimits()]).filter(
        (e) => e.extensions.code === 'QUERY_TOO_COMPLEX',
      );
      expect(errors.map((e) => `${op.id}: ${e.message}`)).toEqual([]);
      const t = tally(op.document);
      for (const key of Object.keys(largest) as (keyof typeof largest)[]) largest[key] = Math.max(largest[key], t[key]);
    }
    console.info(`largest among the 300 client operations: ${JSON.stringify(largest)}; limits ${JSON.stringify(LIMITS)}`);
    expect(largest.cost).toBeLessThan(LIMITS.maxCost * 0.6);
    expect(largest.aliases).toBeLessThan(LIMITS.maxAliases * 0.6);
    expect(largest.roots).toBeLessThan(LIMITS.maxRootFields * 0.6);
    expect(largest.wholeLists).toBeLessThan(LIMITS.maxWholeLists);
  });

  it("let every query of the site's own client through", () => {
    // relay-compiler's artifacts: npm test generates them before the unit tests.
    const ops = siteOperations();
    expect(ops.length).toBeGreaterThan(20);
    const largest = { cost: 0, roots: 0, wholeLists: 0 };
    for (const op of ops) {
      const errors = validate(schemas.internal, parse(op.text), [...specifiedRules, operationLimits()]);
      expect(errors.map((e) => `${op.id}: ${e.message}`)).toEqual([]);
      const t = tally(op.text, schemas.internal);
      for (const key of Object.keys(largest) as (keyof typeof largest)[]) largest[key] = Math.max(largest[key], t[key]);
    }
    console.info(`largest among the site's own operations: ${JSON.stringify(largest)}`);
  });

  it("let the standard introspection query through, and weigh introspection lists by the schema's own sizes", () => {
    const standard = tally(
      getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }),
    );
    console.info(`the standard introspection query: ${JSON.stringify(standard)}`);
    expect(standard.cost).toBeLessThan(LIMITS.maxCost * 0.6);
    const types = Object.keys(schemas.public.getTypeMap()).length;
    expect(tally('{ __schema { types { name } } }').cost).toBe(1 + 1 + types);
    // `[Int!]!` is the deepest wrapping: a fourth ofType is always null, and deeper ones are never read.
    const ofTypes = (n: number) =>
      tally(`{ __type(name: "Media") { fields { type { ${'ofType { '.repeat(n)}name${' }'.repeat(n)} } } } }`).cost;
    expect(ofTypes(8)).toBe(ofTypes(4));
    expect(ofTypes(3)).toBeGreaterThan(ofTypes(2));
  });

  it("count a Page's items by its perPage, capped at 50, and nested connections by theirs", () => {
    const one = tally('{ Page(perPage: 1) { media { id } } }').cost;
    const fifty = tally('{ Page(perPage: 50) { media { id } } }').cost;
    expect(tally('{ Page(perPage: 500) { media { id } } }').cost).toBe(fifty);
    expect(fifty - one).toBe(49);
    expect(tally('{ Media(id: 1) { characters(perPage: 5) { nodes { id } } } }').cost).toBeLessThan(
      tally('{ Media(id: 1) { characters { nodes { id } } } }').cost,
    );
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

  it('count root fields spread from fragments, and whole lists among them', () => {
    const roots = tally(
      '{ ...R a: MediaListCollection(userId: 1, type: ANIME) { user { id } } } fragment R on Query { ... on Query { b: Media(id: 1) { id } } c: MediaListCollection(userId: 2, type: ANIME) { user { id } } }',
    );
    expect(roots).toMatchObject({ roots: 3, wholeLists: 2 });
    expect(tally('{ __typename __schema { queryType { name } } }').roots).toBe(0);
    // A member's statistics read their whole list once, unless every breakdown shown is limited to a few items.
    const stats = (breakdowns: string) => tally(`{ User(id: 1) { statistics { anime { count ${breakdowns} } } } }`).wholeLists;
    expect(stats('genres(limit: 3) { genre }')).toBe(0);
    expect(stats('staff { count } tags { count } genres(limit: 3) { genre }')).toBe(1);
    expect(tally('{ Page { users { statistics { anime { staff { count } } manga { staff { count } } } } } }').wholeLists).toBe(100);
  });

  it("count a collection's groups once and its entries once, by the chunk asked or the entries it turns out to hold", () => {
    const doc = parse('{ MediaListCollection(userId: 1, type: ANIME) { lists { name entries { id status media { id } } } } }');
    const node = (doc.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
    const holding = (entries?: number) =>
      new OperationMeter(schemas.public, doc.definitions, undefined, { collectionEntries: entries }).collectionCost([node]);
    // An entry is 4 (id, status, media and its id); a group 2 (its name and its entries list), six of them.
    expect(holding(601) - holding(600)).toBe(4);
    expect(holding(0)).toBe(11 + 1 + 6 * 2);
    // Measured before it is read: as a small list (60 entries), or as its chunk if smaller.
    expect(holding()).toBe(holding(60));
    expect(
      tally('{ MediaListCollection(userId: 1, type: ANIME, perChunk: 5) { lists { name entries { id status media { id } } } } }').cost,
    ).toBe(holding(5));
    // The least it costs once read: its entries' own fields, any other list empty.
    const least = (text: string) => {
      const d = parse(text);
      const f = (d.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
      return new OperationMeter(schemas.public, d.definitions, undefined, { collectionEntries: 100, emptyLists: true }).collectionCost([f]);
    };
    expect(least('{ MediaListCollection(userId: 1) { lists { entries { id media { id tags { id } characters { nodes { id } } } } } } }'))
      // id, media, its id, tags, characters and their nodes: the lists themselves, without items.
      .toBe(11 + 1 + 6 + 100 * 6);
  });
});
