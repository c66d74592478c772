import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RESOLVED } from './defaultResolved.ts';
import { buildTypeDefsSchema, internalTypeDefs } from './index.ts';
import { MAPPERS } from './mappers.ts';
import { resolvers } from './resolvers.ts';

describe('fields of row-backed types', () => {
  it('have a resolver, or are listed in DEFAULT_RESOLVED (where the compiler checks the row holds them)', () => {
    const schema = buildTypeDefsSchema(internalTypeDefs);
    const resolved = new Map(Object.entries(resolvers).map(([type, fields]) => [type, new Set(Object.keys(fields))]));
    for (const name of Object.keys(MAPPERS) as (keyof typeof MAPPERS)[]) {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is no object type`);
      const unresolved = Object.keys(type.getFields()).filter((field) => !resolved.get(name)?.has(field));
      expect(unresolved.sort(), name).toEqual([...DEFAULT_RESOLVED[name]].sort());
    }
  });
});
