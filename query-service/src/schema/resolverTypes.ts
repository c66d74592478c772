import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';

// Parents are the row or model objects the resolvers above them returned; each resolver names its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolver = (parent: any, args: any, ctx: Context, info: GraphQLResolveInfo) => unknown;
export type Resolvers = Record<string, Record<string, Resolver>>;

export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
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
