import { readFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchemas } from './executable.ts';
import { buildTypeDefsSchema, internalTypeDefs } from './index.ts';
import { printedSchemas } from './printed.ts';
import { RESOLVER_TYPES_FILE, resolverTypes } from './resolverCodegen.ts';

describe('checked-in schema files', () => {
  it('match the executable schemas (run `npm run print-schema -w query-service` after changing the SDL)', () => {
    for (const { file, sdl } of printedSchemas()) {
      expect(readFileSync(file, 'utf8'), `${file} is out of date`).toBe(sdl);
    }
  });

  it('are printed from the same SDL the server executes', () => {
    const schemas = buildSchemas();
    const [publicFile, internalFile] = printedSchemas();
    expect(publicFile!.sdl).toContain(printSchema(lexicographicSortSchema(schemas.public)));
    expect(internalFile!.sdl).toContain(printSchema(lexicographicSortSchema(schemas.internal)));
  });

  it('include resolver types generated from the same SDL (run `npm run print-schema -w query-service`)', async () => {
    const generated = await resolverTypes(buildTypeDefsSchema(internalTypeDefs));
    expect(readFileSync(RESOLVER_TYPES_FILE, 'utf8') === generated, `${RESOLVER_TYPES_FILE} is out of date`).toBe(true);
  });
});
