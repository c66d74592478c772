import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

// Every resolver map is typed by the schema (generated; `npm run print-schema -w query-service` after an SDL change).
// Argument types too (named <Type><Field>Args), for the helpers a resolver hands its arguments to.
export type * from './__generated__/resolvers.ts';

// The untyped shape of the domains not yet converted to the generated types (issue 21); removed when none is left.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolver = (parent: any, args: any, ctx: Context, info: GraphQLResolveInfo) => unknown;
export type LegacyResolvers = Record<string, Record<string, Resolver>>;

/** The domains' resolver maps as one; a field resolved by two domains fails at start-up (a test builds the schema). */
export function mergeResolvers(...maps: (Resolvers | LegacyResolvers)[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      for (const field of Object.keys(fields)) {
        if (merged[type]?.[field]) throw new Error(`Resolver ${type}.${field} defined twice`);
      }
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged;
}
