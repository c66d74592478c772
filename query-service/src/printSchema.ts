// Writes what the SDL generates: the public and internal schemas beside the package and the resolver types
// (schema/__generated__/types.ts and resolvers.ts); a test fails when any of them drifts from the code.
import { writeFileSync } from 'node:fs';
import { buildTypeDefsSchema, internalTypeDefs } from './schema/index.ts';
import { printedSchemas } from './schema/printed.ts';
import { resolverTypeFiles } from './schema/resolverCodegen.ts';

for (const { file, sdl } of printedSchemas()) {
  writeFileSync(file, sdl);
  console.log(`wrote ${file}`);
}
for (const { file, source } of await resolverTypeFiles(buildTypeDefsSchema(internalTypeDefs))) {
  writeFileSync(file, source);
  console.log(`wrote ${file}`);
}
