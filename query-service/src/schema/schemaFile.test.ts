import { readFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchemas } from './executable.ts';
import { printedSchemas } from './printed.ts';

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
});
