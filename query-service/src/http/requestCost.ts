import type { GraphQLResolveInfo } from 'graphql';
import { AppError } from './errors.ts';
import { LIMITS, OperationMeter } from './limits.ts';

/**
 * The cost of one request as it runs: the cost its document was measured at (limits.ts), plus what the lists
 * whose size the document cannot say turn out to hold: a member's whole list (thousands of entries, if they have
 * them) and their statistics (a staff member per credit). Each is charged its real size once read, before its
 * items are resolved.
 */
export class RequestCost {
  /** The first refusal: the route answers with it alone (graphqlRoute.ts). */
  refusal: AppError | null = null;

  constructor(public spent = 0, readonly limit: number = LIMITS.maxCost) {}

  /** Adds `cost`; over the limit, throws (and keeps) the refusal, with `hint` saying how to ask for less. */
  charge(cost: number, hint: string): void {
    this.spent += cost;
    if (this.spent <= this.limit) return;
    this.refusal ??= new AppError(400, 'QUERY_TOO_COMPLEX', `Query is too complex: cost ${this.spent}, the limit is ${this.limit}. ${hint}`);
    throw this.refusal;
  }
}

/**
 * Charges a MediaListCollection field (the resolver's `info`) for the entries its lists really hold, beyond
 * the small list the document was measured with.
 */
export function chargeCollection(cost: RequestCost, info: GraphQLResolveInfo, entries: number): void {
  const fragments = Object.values(info.fragments);
  const measured = new OperationMeter(info.schema, fragments).collectionCost(info.fieldNodes);
  const real = new OperationMeter(info.schema, fragments, undefined, entries).collectionCost(info.fieldNodes);
  if (real > measured) cost.charge(real - measured, `The list holds ${entries} entries: ask for it in chunks (chunk, perChunk).`);
}

/** Charges a list field (the resolver's `info`) for the `count` items it really holds, beyond those measured. */
export function chargeList(cost: RequestCost, info: GraphQLResolveInfo, count: number, hint: string): void {
  const meter = new OperationMeter(info.schema, Object.values(info.fragments));
  const extra = meter.listCost(info.fieldNodes, info.parentType, count) - meter.listCost(info.fieldNodes, info.parentType);
  if (extra > 0) cost.charge(extra, hint);
}
