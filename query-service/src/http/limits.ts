import {
  GraphQLError,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
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
  /** Root fields, aliases included: each reads the database on its own (the largest real operation has 6). */
  maxRootFields: 20,
  /**
   * A member's whole list of one type read at once: a MediaListCollection, or statistics with a breakdown of more
   * than 10 items (staff, tags...), each member of a list of members counted. The site's list comparison reads 2.
   */
  maxWholeLists: 4,
  /** Directives in the whole operation, fragments expanded. */
  maxDirectives: 50,
  /** Nesting of fields. */
  maxDepth: 15,
  /**
   * SQL statements of the fields with a `search` argument (searchStatements), fragments expanded: the site's quick
   * search runs 17 (six searches), so six searches of media, characters, staff or studios fit and eight do not.
   */
  maxSearches: 20,
  /** The cost model below: roughly the fields the answer holds. Checked again as the request runs (requestCost.ts). */
  maxCost: 150_000,
  /** Bytes of one answer: a larger one is refused instead of sent (graphqlRoute.ts). */
  maxResponseBytes: 5_000_000,
} as const;

export type Limits = { readonly [K in keyof typeof LIMITS]: number };

/** Items a list multiplies its selection by when the request does not say: the caps of Page and connections. */
const PAGE_ITEMS = 50;
const CONNECTION_ITEMS = 25;
/** A plain list (tags, rankings, external links) holds a few entries. */
const LIST_ITEMS = 10;
/**
 * A list collection holds its status groups (six) and a few custom lists, which share the collection's entries.
 * How many entries a whole list holds is only known once it is read: the document is measured with a small list
 * (or its chunk, if smaller); the request counts the real ones as it runs (requestCost.ts).
 */
const LIST_GROUPS = 6;
const COLLECTION_ENTRIES = LIST_GROUPS * LIST_ITEMS;
/** A root field reads the database. */
const ROOT_COST = 10;

/**
 * A search over the search documents (media, characters, staff, studios) runs up to three statements: how common
 * its text is (schema/search/commonSearch.ts), its page and, past the last page, its count alone. Other searches
 * (members, threads) run their page and maybe that count.
 */
const DOCUMENT_SEARCHES = new Set([
  'Media',
  'Character',
  'Staff',
  'Studio',
  'MediaSearchConnection',
  'CharacterSearchConnection',
  'StaffSearchConnection',
  'StudioSearchConnection',
]);
const searchStatements = (type: string) => (DOCUMENT_SEARCHES.has(type) ? 3 : 2);

export interface Tally {
  cost: number;
  depth: number;
  aliases: number;
  directives: number;
  searches: number;
  /** Root fields other than introspection, aliases included. */
  roots: number;
  /** Whole lists read (see maxWholeLists). */
  wholeLists: number;
}

const ZERO: Tally = { cost: 0, depth: 0, aliases: 0, directives: 0, searches: 0, roots: 0, wholeLists: 0 };

function add(a: Tally, b: Tally): Tally {
  return {
    cost: a.cost + b.cost,
    depth: Math.max(a.depth, b.depth),
    aliases: a.aliases + b.aliases,
    directives: a.directives + b.directives,
    searches: a.searches + b.searches,
    roots: a.roots + b.roots,
    wholeLists: a.wholeLists + b.wholeLists,
  };
}

function intArgument(field: FieldNode, name: string, variables: Record<string, unknown> | undefined): number | null {
  const arg = field.arguments?.find((a) => a.name.value === name)?.value;
  if (!arg) return null;
  const value = (node: ValueNode): unknown =>
    node.kind === Kind.VARIABLE ? variables?.[node.name.value] : node.kind === Kind.INT ? Number(node.value) : null;
  const n = Number(value(arg));
  return Number.isFinite(n) && n > 0 ? n : null;
}

const wrappers = (type: GraphQLType): number => ('ofType' in type ? 1 + wrappers(type.ofType) : 0);

/**
 * Entries per item of the introspection types' lists: the schema's own averages (rounded up), its type count for
 * `types`; and the deepest wrapping (`[Int!]!` is three), past which every `ofType` is null.
 */
const introspectionSizes = new WeakMap<GraphQLSchema, Map<string, number>>();
function introspectionItems(schema: GraphQLSchema, parent: string, field: string): number | null {
  let sizes = introspectionSizes.get(schema);
  if (!sizes) {
    const types = Object.values(schema.getTypeMap());
    const fields = types.flatMap((t) => (isObjectType(t) || isInterfaceType(t) ? Object.values(t.getFields()) : []));
    const directives = schema.getDirectives();
    const per = (total: number, of: number) => Math.max(1, Math.ceil(total / Math.max(1, of)));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    sizes = new Map([
      ['__Schema.types', types.length],
      ['__Schema.directives', directives.length],
      ['__Type.fields', per(fields.length, types.length)],
      [
        '__Type.interfaces',
        per(sum(types.map((t) => (isObjectType(t) || isInterfaceType(t) ? t.getInterfaces().length : 0))), types.length),
      ],
      [
        '__Type.possibleTypes',
        per(sum(types.map((t) => (isUnionType(t) || isInterfaceType(t) ? schema.getPossibleTypes(t).length : 0))), types.length),
      ],
      ['__Type.enumValues', per(sum(types.map((t) => (isEnumType(t) ? t.getValues().length : 0))), types.length)],
      ['__Type.inputFields', per(sum(types.map((t) => (isInputObjectType(t) ? Object.keys(t.getFields()).length : 0))), types.length)],
      ['__Field.args', per(sum(fields.map((f) => f.args.length)), fields.length)],
      ['__Directive.args', per(sum(directives.map((d) => d.args.length)), directives.length)],
      ['__Type.ofType', Math.max(...[...fields, ...fields.flatMap((f) => f.args)].map((f) => wrappers(f.type)))],
    ]);
    introspectionSizes.set(schema, sizes);
  }
  return sizes.get(`${parent}.${field}`) ?? null;
}

/** What is known once a list is read (requestCost.ts): a collection's real entries; other lists counted as empty (a least cost). */
export interface KnownSizes {
  collectionEntries?: number;
  emptyLists?: boolean;
}

/** A MediaListCollection, or a statistics breakdown of more than LIST_ITEMS items (a member's staff may be thousands). */
function readsWholeList(node: FieldNode, parent: GraphQLCompositeType, variables: Record<string, unknown> | undefined): boolean {
  if (parent.name === 'Query') return node.name.value === 'MediaListCollection';
  if (parent.name !== 'UserStatistics' || !node.selectionSet) return false;
  return (intArgument(node, 'limit', variables) ?? Infinity) > LIST_ITEMS;
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
  private root: GraphQLObjectType | null | undefined;

  constructor(
    private readonly schema: GraphQLSchema,
    definitions: readonly { kind: string }[],
    private readonly variables?: Record<string, unknown>,
    private readonly known: KnownSizes = {},
  ) {
    for (const d of definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set((d as FragmentDefinitionNode).name.value, d as FragmentDefinitionNode);
  }

  measure(operation: OperationDefinitionNode): Tally {
    this.root = this.schema.getRootType(operation.operation);
    if (!this.root) return ZERO;
    return this.selectionSet(operation.selectionSet, this.root, null);
  }

  /** The cost of Query.MediaListCollection fields (the nodes a resolver is given). */
  collectionCost(nodes: readonly FieldNode[]): number {
    this.root = this.schema.getQueryType();
    if (!this.root) return 0;
    return nodes.reduce((cost, node) => cost + this.field(node, this.root!, null).cost, 0);
  }

  /** The cost of one item of list fields of `parent` (the nodes a resolver is given). */
  itemCost(nodes: readonly FieldNode[], parent: GraphQLCompositeType): number {
    return nodes.reduce((cost, node) => {
      const def =
        'getFields' in parent ? (parent.getFields() as Record<string, GraphQLField<unknown, unknown>>)[node.name.value] : undefined;
      const child = def && getNamedType(def.type);
      return cost + (node.selectionSet && child && isCompositeType(child) ? this.selectionSet(node.selectionSet, child, null).cost : 1);
    }, 0);
  }

  /** `items`: how many entries the lists directly inside `parent` hold (a Page's or a connection's perPage). */
  private selectionSet(set: SelectionSetNode, parent: GraphQLCompositeType, items: number | null): Tally {
    let tally = ZERO;
    for (const sel of set.selections) {
      const directives = { ...ZERO, directives: sel.directives?.length ?? 0 };
      if (sel.kind === Kind.FIELD) {
        tally = add(tally, add(directives, this.field(sel, parent, items)));
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

  private field(node: FieldNode, parent: GraphQLCompositeType, items: number | null): Tally {
    const name = node.name.value;
    const alias = node.alias ? 1 : 0;
    // A root type is never a field's type, so a field of it is a root field, spread from a fragment or not.
    const root = parent === this.root;
    const def =
      root && name === '__schema'
        ? SchemaMetaFieldDef
        : root && name === '__type'
          ? TypeMetaFieldDef
          : 'getFields' in parent
            ? (parent.getFields() as Record<string, GraphQLField<unknown, unknown>>)[name]
            : undefined;
    if (name === '__typename') return { ...ZERO, aliases: alias };
    if (!def) return { ...ZERO, cost: 1, aliases: alias };
    const introspection = name.startsWith('__');
    // Under __Type, `items` counts the ofType levels above: a chain deeper than the schema's wrapping is null.
    const wrapping = parent.name === '__Type' && name === 'ofType' ? (items ?? 0) + 1 : null;
    if (wrapping != null && wrapping > introspectionItems(this.schema, '__Type', 'ofType')!)
      return { ...ZERO, cost: 1, depth: 1, aliases: alias };
    const counts = { roots: root && !introspection ? 1 : 0, wholeLists: readsWholeList(node, parent, this.variables) ? 1 : 0 };
    const own = 1 + (root && !introspection ? ROOT_COST : 0);
    const child = getNamedType(def.type);
    const searches = node.arguments?.some((a) => a.name.value === 'search' && a.value.kind !== Kind.NULL)
      ? searchStatements(child.name)
      : 0;
    if (!node.selectionSet || !isCompositeType(child)) return { ...ZERO, cost: own, depth: 1, aliases: alias, searches, ...counts };
    // A Page's lists hold perPage entries (at most 50), a connection's edges and nodes perPage (at most 25).
    const perPage = intArgument(node, 'perPage', this.variables);
    const childItems =
      child.name === 'Page'
        ? Math.min(perPage ?? PAGE_ITEMS, PAGE_ITEMS)
        : child.name.endsWith('Connection')
          ? Math.min(perPage ?? CONNECTION_ITEMS, CONNECTION_ITEMS)
          : child.name === 'MediaListCollection'
            ? (this.known.collectionEntries ??
              Math.min(intArgument(node, 'perChunk', this.variables) ?? COLLECTION_ENTRIES, COLLECTION_ENTRIES))
            : wrapping;
    const list = isListType(isNonNullType(def.type) ? def.type.ofType : def.type);
    let inner: Tally;
    let cost: number;
    let times: number;
    if (list && child.name === 'MediaListGroup' && parent.name === 'MediaListCollection' && items != null) {
      // A collection's groups share its entries: each group's own fields, plus each entry once.
      const empty = this.selectionSet(node.selectionSet, child, 0);
      inner = this.selectionSet(node.selectionSet, child, 1);
      cost = own + LIST_GROUPS * empty.cost + items * (inner.cost - empty.cost);
      times = items;
    } else {
      inner = this.selectionSet(node.selectionSet, child, childItems);
      // Counted as empty: every list but a collection's own (its groups, their entries).
      const empty = this.known.emptyLists && parent.name !== 'MediaListGroup' && parent.name !== 'MediaListCollection';
      times = !list
        ? 1
        : empty
          ? 0
          : ((parent.name.startsWith('__') ? introspectionItems(this.schema, parent.name, name) : null) ?? items ?? LIST_ITEMS);
      cost = own + times * inner.cost;
    }
    // A member's statistics read their list once, whatever breakdowns they show; each member of a list is another.
    const lists = parent.name === 'UserStatisticTypes' ? Math.min(1, inner.wholeLists) : inner.wholeLists;
    return {
      ...add(inner, { ...ZERO, ...counts }),
      cost,
      depth: 1 + inner.depth,
      aliases: alias + inner.aliases,
      searches: searches + inner.searches,
      wholeLists: counts.wholeLists + times * lists,
    };
  }
}

/** What is over the limits in a measured operation, as the messages the client sees. */
export function overLimits(t: Tally, limits: Limits = LIMITS): string[] {
  const over: string[] = [];
  if (t.depth > limits.maxDepth) over.push(`Query is too deep: ${t.depth} levels, the limit is ${limits.maxDepth}.`);
  if (t.aliases > limits.maxAliases) over.push(`Query has too many aliases: ${t.aliases}, the limit is ${limits.maxAliases}.`);
  if (t.roots > limits.maxRootFields) over.push(`Query has too many root fields: ${t.roots}, the limit is ${limits.maxRootFields}.`);
  if (t.wholeLists > limits.maxWholeLists) {
    over.push(
      `Query reads too many whole lists (list collections, statistics breakdowns without a limit): ${t.wholeLists}, the limit is ${limits.maxWholeLists}.`,
    );
  }
  if (t.directives > limits.maxDirectives)
    over.push(`Query has too many directives: ${t.directives}, the limit is ${limits.maxDirectives}.`);
  if (t.searches > limits.maxSearches)
    over.push(`Query has too many searches: they run ${t.searches} statements, the limit is ${limits.maxSearches}.`);
  if (t.cost > limits.maxCost) over.push(`Query is too complex: cost ${t.cost}, the limit is ${limits.maxCost}.`);
  return over;
}

const refusal = (message: string, node: OperationDefinitionNode) =>
  new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } });

/**
 * The refusals of a parsed document's operations over the limits, measured before graphql-js's own rules run:
 * refusing a document over them costs one linear walk, where validating it would cost many.
 */
export function measureDocument(schema: GraphQLSchema, document: DocumentNode, limits: Limits = LIMITS): GraphQLError[] {
  const meter = new OperationMeter(schema, document.definitions);
  return document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION ? overLimits(meter.measure(d), limits).map((m) => refusal(m, d)) : [],
  );
}

/** The limits as one validation rule (it runs after graphql-js's own rules have checked the document). */
export function operationLimits(limits: Limits = LIMITS, variables?: Record<string, unknown>): ValidationRule {
  return (context) => {
    const meter = new OperationMeter(context.getSchema(), context.getDocument().definitions, variables);
    return {
      OperationDefinition(node) {
        for (const message of overLimits(meter.measure(node), limits)) context.reportError(refusal(message, node));
      },
    };
  };
}
