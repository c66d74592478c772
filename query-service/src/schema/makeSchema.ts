import { GraphQLScalarType, isObjectType, type GraphQLSchema } from 'graphql';
import type { Resolvers } from './resolverTypes.ts';

/**
 * Attaches resolvers to a schema built from SDL (the SDL stays the single source of the shape). Fails at
 * start-up when a resolver names a type or field the SDL does not have, so typos cannot hide.
 */
export function attachResolvers(schema: GraphQLSchema, resolvers: Resolvers, scalars: GraphQLScalarType[]): GraphQLSchema {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) continue; // The public schema lacks internal-only types (Mutation); the internal one has them.
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
    const defs = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = defs[fieldName];
      if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
      field.resolve = resolve;
    }
  }
  for (const scalar of scalars) {
    const type = schema.getType(scalar.name);
    if (!(type instanceof GraphQLScalarType)) throw new Error(`Unknown scalar ${scalar.name}`);
    type.serialize = scalar.serialize;
    type.parseValue = scalar.parseValue;
    type.parseLiteral = scalar.parseLiteral;
  }
  return schema;
}
