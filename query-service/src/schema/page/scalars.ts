import { GraphQLScalarType, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';
import { badInput } from '../../http/errors.ts';

const toInt = (v: unknown, name: string): number => {
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw badInput(`${name} must be an integer.`);
  return n;
};

/** yyyymmdd with unknown parts 0. Clients send it as a number, or a numeric string. */
export const FuzzyDateInt = new GraphQLScalarType({
  name: 'FuzzyDateInt',
  serialize: (v) => toInt(v, 'FuzzyDateInt'),
  parseValue: (v) => toInt(v, 'FuzzyDateInt'),
  parseLiteral: (ast: ValueNode) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING)
      return toInt(ast.kind === Kind.INT ? Number(ast.value) : ast.value, 'FuzzyDateInt');
    throw badInput('FuzzyDateInt must be an integer.');
  },
});

/** Clients write it bare (countryOfOrigin: JP) as well as quoted, so enum-looking literals are accepted. */
export const CountryCode = new GraphQLScalarType({
  name: 'CountryCode',
  serialize: (v) => v,
  parseValue: (v) => {
    if (typeof v !== 'string') throw badInput('CountryCode must be a string.');
    return v.toUpperCase();
  },
  parseLiteral: (ast: ValueNode) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.ENUM) return ast.value.toUpperCase();
    throw badInput('CountryCode must be a string.');
  },
});

export const Json = new GraphQLScalarType({
  name: 'Json',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

export const scalars = [FuzzyDateInt, CountryCode, Json];
