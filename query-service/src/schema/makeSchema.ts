import { GraphQLScalarType, isObjectType, type GraphQLSchema } from 'graphql';
import type { Resolvers } from './resolverTypes.ts';

/**
 * Attaches resolvers to a schema built from SDL (the SDL stays the single source of the shape). Fails at
 * start-up when a resolver names a type or field the SDL does not have, so typos cannot hide. The public
 * schema is a subset of the internal one: it is built with `partial`, the internal (strict) one catches typos.
 */
export function attachResolvers(schema: GraphQLSchema, resolvers: Resolvers, scalars: GraphQLScalarType[], partial = false): GraphQLSchema {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type && partial) continue;
    if (!type) throw new Error(`Resolvers for unknown type ${typeName}`);
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
    const defs = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = defs[fieldName];
      if (!field && partial) continue; // an internal-only field (catalogue edits on Mutation)
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
