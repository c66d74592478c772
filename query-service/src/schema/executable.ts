import type { GraphQLSchema } from 'graphql';
import { buildTypeDefsSchema, internalTypeDefs, publicTypeDefs } from './index.ts';
import { attachResolvers } from './makeSchema.ts';
import { scalars } from './page/scalars.ts';
import { resolvers } from './resolvers.ts';

export interface Schemas {
  public: GraphQLSchema;
  internal: GraphQLSchema;
}

/** Both executable schemas; built once per process. */
export function buildSchemas(): Schemas {
  return {
    public: attachResolvers(buildTypeDefsSchema(publicTypeDefs), resolvers, scalars, true),
    internal: attachResolvers(buildTypeDefsSchema(internalTypeDefs), resolvers, scalars),
  };
}
