import type { GraphQLSchema } from 'graphql';
import { countResolvedFields } from '../http/requestCost.ts';
import { buildTypeDefsSchema, internalTypeDefs, publicTypeDefs } from './index.ts';
import { attachSubscriptions } from './live/subscriptions.ts';
import { attachResolvers } from './makeSchema.ts';
import { scalars } from './page/scalars.ts';
import { resolvers } from './resolvers.ts';

export interface Schemas {
  public: GraphQLSchema;
  internal: GraphQLSchema;
}

/** Both executable schemas, every field counted in its request's cost; built once per process. */
export function buildSchemas(): Schemas {
  return {
    public: countResolvedFields(attachSubscriptions(attachResolvers(buildTypeDefsSchema(publicTypeDefs), resolvers, scalars, true))),
    internal: countResolvedFields(attachSubscriptions(attachResolvers(buildTypeDefsSchema(internalTypeDefs), resolvers, scalars))),
  };
}
