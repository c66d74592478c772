import { defaultFieldResolver, isObjectType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { AppError } from './errors.ts';
import { LIMITS, OperationMeter } from './limits.ts';

/**
 * What a request really costs, counted as it runs: one per field its answer resolves, the unit the document was
 * measured in before it ran (limits.ts). The measure guesses the lists a document cannot size (a member's whole
 * list, their statistics, a media's relations); the count knows them, and stops the request where its answer
 * passes the limit. A list once read is also weighed at once: if even its items' own fields would pass the
 * limit, the request stops before resolving any of them.
 */
export class RequestCost {
  /** The refusal, once the count passed the limit: the route answers with it alone (graphqlRoute.ts). */
  refusal: AppError | null = null;
  spent = 0;

  constructor(readonly limit: number = LIMITS.maxCost) {}

  /** Counts one field; false once the request is refused, so that the rest of its answer is not resolved. */
  field(): boolean {
    if (++this.spent <= this.limit) return true;
    if (this.refusal) return false;
    return this.refuse(this.spent, 'Ask for fewer fields, smaller pages or a list in chunks.');
  }

  /** Refuses the request now if `cost` more fields, sure to come, would pass the limit. */
  expect(cost: number, hint: string): void {
    if (this.spent + cost > this.limit) this.refuse(this.spent + cost, hint);
  }

  private refuse(cost: number, hint: string): never {
    this.refusal ??= new AppError(400, 'QUERY_TOO_COMPLEX', `Query is too complex: cost ${cost}, the limit is ${this.limit}. ${hint}`);
    throw this.refusal;
  }
}

/** Makes every field of the schema's own types count itself in its request's cost (introspection is measured). */
export function countResolvedFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? defaultFieldResolver;
      // Only the request's meter is read here: the whole Context would import this module back.
      field.resolve = (source, args, ctx: { cost: RequestCost }, info) => (ctx.cost.field() ? resolve(source, args, ctx, info) : null);
    }
  }
  return schema;
}

/** A MediaListCollection (the resolver's `info`) whose groups hold `entries` entries in all, weighed once read. */
export function expectCollection(cost: RequestCost, info: GraphQLResolveInfo, entries: number): void {
  const least = new OperationMeter(info.schema, Object.values(info.fragments), undefined, { collectionEntries: entries, emptyLists: true });
  cost.expect(least.collectionCost(info.fieldNodes), `The list holds ${entries} entries: ask for it in chunks (chunk, perChunk).`);
}

/** A list field (the resolver's `info`) of `count` items, weighed once read. */
export function expectList(cost: RequestCost, info: GraphQLResolveInfo, count: number, hint: string): void {
  const least = new OperationMeter(info.schema, Object.values(info.fragments), undefined, { emptyLists: true });
  cost.expect(count * least.itemCost(info.fieldNodes, info.parentType), hint);
}
