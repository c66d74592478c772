import { readFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchemas } from './executable.ts';
import { buildTypeDefsSchema, internalTypeDefs } from './index.ts';
import { printedSchemas } from './printed.ts';
import { resolverTypeFiles } from './resolverCodegen.ts';

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
    for (const { file, source } of await resolverTypeFiles(buildTypeDefsSchema(internalTypeDefs))) {
      expect(readFileSync(file, 'utf8') === source, `${file} is out of date`).toBe(true);
    }
  });
});
