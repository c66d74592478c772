import {
  GraphQLError, getNamedType, isCompositeType, isListType, isNonNullType, Kind,
  type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLField, type GraphQLSchema,
  type OperationDefinitionNode, type SelectionSetNode, type ValidationRule, type ValueNode,
} from 'graphql';

/**
 * What one request may ask for. Calibrated against the 300 real client operations of shared/compat and the
 * site's own queries (limits.test.ts prints their largest figures): every one passes with room to spare, while
 * a document that multiplies work (aliases of a search, fragment bombs) is refused before it runs.
 */
export const LIMITS = {
  /** Lexical tokens, enforced by the parser itself (graphql-js `maxTokens`). */
  maxTokens: 5_000,
  /** Aliased fields in the whole operation, fragments expanded. */
  maxAliases: 100,
  /** Directives in the whole operation, fragments expanded. */
  maxDirectives: 50,
  /** Nesting of fields. */
  maxDepth: 15,
  /**
   * SQL statements of the fields with a `search` argument (searchStatements), fragments expanded: the site's quick
   * search runs 17 (six searches), so six searches of media, characters, staff or studios fit and eight do not.
   */
  maxSearches: 20,
  /** The cost model below: roughly the fields the answer holds. */
  maxCost: 150_000,
} as const;

export type Limits = { readonly [K in keyof typeof LIMITS]: number };

/** Items a list multiplies its selection by when the request does not say: the caps of Page and connections. */
const PAGE_ITEMS = 50;
const CONNECTION_ITEMS = 25;
/** A plain list (tags, rankings, external links) holds a few entries. */
const LIST_ITEMS = 10;
/** A list collection holds its status groups (six) and a few custom lists. */
const LIST_GROUPS = 6;
/** A root field reads the database. */
const ROOT_COST = 10;

/**
 * A search over the search documents (media, characters, staff, studios) runs up to three statements: how common
 * its text is (schema/search/commonSearch.ts), its page and, past the last page, its count alone. Other searches
 * (members, threads) run their page and maybe that count.
 */
const DOCUMENT_SEARCHES = new Set([
  'Media', 'Character', 'Staff', 'Studio', 'MediaSearchConnection', 'CharacterSearchConnection', 'StaffSearchConnection',
  'StudioSearchConnection',
]);
const searchStatements = (type: string) => (DOCUMENT_SEARCHES.has(type) ? 3 : 2);

export interface Tally {
  cost: number;
  depth: number;
  aliases: number;
  directives: number;
  searches: number;
}

const ZERO: Tally = { cost: 0, depth: 0, aliases: 0, directives: 0, searches: 0 };

function add(a: Tally, b: Tally): Tally {
  return {
    cost: a.cost + b.cost, depth: Math.max(a.depth, b.depth), aliases: a.aliases + b.aliases,
    directives: a.directives + b.directives, searches: a.searches + b.searches,
  };
}

function intArgument(field: FieldNode, name: string, variables: Record<string, unknown> | undefined): number | null {
  const arg = field.arguments?.find((a) => a.name.value === name)?.value;
  if (!arg) return null;
  const value = (node: ValueNode): unknown => (node.kind === Kind.VARIABLE ? variables?.[node.name.value] : node.kind === Kind.INT ? Number(node.value) : null);
  const n = Number(value(arg));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Walks an operation once, fragments memoised by name, so the work is linear in the document whatever its
 * spreads multiply (a 1.3 KB document of nested spreads made the previous depth rule exponential). Counts
 * are those of the expanded document; they may grow large, and are compared, never expanded.
 */
export class OperationMeter {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly memo = new Map<string, Tally>();
  private readonly visiting = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    definitions: readonly { kind: string }[],
    private readonly variables?: Record<string, unknown>,
  ) {
    for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set((d as FragmentDefinitionNode).name.value, d as FragmentDefinitionNode);
  }

  measure(operation: OperationDefinitionNode): Tally {
    const root = this.schema.getRootType(operation.operation);
    if (!root) return ZERO;
    return this.selectionSet(operation.selectionSet, root, null, true);
  }

  /** `items`: how many entries the lists directly inside `parent` hold (a Page's or a connection's perPage). */
  private selectionSet(set: SelectionSetNode, parent: GraphQLCompositeType, items: number | null, root = false): Tally {
    let tally = ZERO;
    for (const sel of set.selections) {
      const directives = { ...ZERO, directives: sel.directives?.length ?? 0 };
      if (sel.kind === Kind.FIELD) {
        tally = add(tally, add(directives, this.field(sel, parent, items, root)));
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? this.schema.getType(sel.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) tally = add(tally, add(directives, this.selectionSet(sel.selectionSet, type, items)));
      } else {
        tally = add(tally, add(directives, this.fragment(sel.name.value, items)));
      }
    }
    return tally;
  }

  private fragment(name: string, items: number | null): Tally {
    const key = `${name}@${items ?? ''}`;
    const known = this.memo.get(key);
    if (known) return known;
    const fragment = this.fragments.get(name);
    // Unknown fragments and cycles are reported by graphql-js's own rules.
    if (!fragment || this.visiting.has(key)) return ZERO;
    const type = this.schema.getType(fragment.typeCondition.name.value);
    if (!type || !isCompositeType(type)) return ZERO;
    this.visiting.add(key);
    const tally = this.selectionSet(fragment.selectionSet, type, items);
    this.visiting.delete(key);
    this.memo.set(key, tally);
    return tally;
  }

  private field(node: FieldNode, parent: GraphQLCompositeType, items: number | null, root: boolean): Tally {
    const name = node.name.value;
    const alias = node.alias ? 1 : 0;
    if (name.startsWith('__')) return { ...ZERO, aliases: alias };
    const def = 'getFields' in parent ? (parent.getFields() as Record<string, GraphQLField<unknown, unknown>>)[name] : undefined;
    if (!def) return { ...ZERO, cost: 1, aliases: alias };
    const child = getNamedType(def.type);
    const searches = node.arguments?.some((a) => a.name.value === 'search' && a.value.kind !== Kind.NULL) ? searchStatements(child.name) : 0;
    const own = 1 + (root ? ROOT_COST : 0);
    if (!node.selectionSet || !isCompositeType(child)) return { cost: own, depth: 1, aliases: alias, directives: 0, searches };
    // A Page's lists hold perPage entries (at most 50), a connection's edges and nodes perPage (at most 25).
    const perPage = intArgument(node, 'perPage', this.variables);
    const childItems = child.name === 'Page' ? Math.min(perPage ?? PAGE_ITEMS, PAGE_ITEMS)
      : child.name.endsWith('Connection') ? Math.min(perPage ?? CONNECTION_ITEMS, CONNECTION_ITEMS) : null;
    const inner = this.selectionSet(node.selectionSet, child, childItems);
    const list = isListType(isNonNullType(def.type) ? def.type.ofType : def.type);
    const times = list ? (items ?? (child.name === 'MediaListGroup' ? LIST_GROUPS : LIST_ITEMS)) : 1;
    return {
      cost: own + times * inner.cost, depth: 1 + inner.depth, aliases: alias + inner.aliases, directives: inner.directives,
      searches: searches + inner.searches,
    };
  }
}

/** The limits as one validation rule (it runs after graphql-js's own rules have checked the document). */
export function operationLimits(limits: Limits = LIMITS, variables?: Record<string, unknown>): ValidationRule {
  return (context) => {
    const meter = new OperationMeter(context.getSchema(), context.getDocument().definitions, variables);
    return {
      OperationDefinition(node) {
        const t = meter.measure(node);
        const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
        if (t.depth > limits.maxDepth) refuse(`Query is too deep: ${t.depth} levels, the limit is ${limits.maxDepth}.`);
        if (t.aliases > limits.maxAliases) refuse(`Query has too many aliases: ${t.aliases}, the limit is ${limits.maxAliases}.`);
        if (t.directives > limits.maxDirectives) refuse(`Query has too many directives: ${t.directives}, the limit is ${limits.maxDirectives}.`);
        if (t.searches > limits.maxSearches) refuse(`Query has too many searches: they run ${t.searches} statements, the limit is ${limits.maxSearches}.`);
        if (t.cost > limits.maxCost) refuse(`Query is too complex: cost ${t.cost}, the limit is ${limits.maxCost}.`);
      },
    };
  };
}
