import {
  getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, parse, typeFromAST,
  type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode,
} from 'graphql';

/**
 * Values for an operation's variables, as a client would send them against the demo data: required
 * variables always, optional ones only when they page (so that lists stay short). `ids` picks the id a
 * variable named like "id" or "mediaId" gets.
 */
export function exampleVariables(schema: GraphQLSchema, document: string, id: number): Record<string, unknown> {
  const op = parse(document).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const values: Record<string, unknown> = {};
  for (const def of op?.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    if (!type) continue;
    if (/^(page|perPage)$/i.test(name)) values[name] = name === 'page' ? 1 : 5;
    else if (isNonNullType(type) || namesListOwner(name, type)) values[name] = example(type, name, id);
  }
  return values;
}

/**
 * Optional variables a list query cannot do without, which clients always send: whose list (AniList requires a
 * user id or name) and which type (MediaListCollection requires one).
 */
const namesListOwner = (name: string, type: GraphQLInputType) =>
  /^(id|userId|userName|name)$/.test(name) || getNamedType(type).name === 'MediaType';

function example(type: GraphQLInputType, name: string, id: number): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [example(inner.ofType, name, id)];
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) return {};
  switch (named.name) {
    case 'Int':
    case 'FuzzyDateInt':
      return /id/i.test(name) ? id : 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return /search|query|name/i.test(name) ? 'shingeki' : 'x';
  }
}
