// Writes what the SDL generates: the public and internal schemas beside the package and the resolver types
// (schema/__generated__/resolvers.ts); a test fails when any of them drifts from the code.
import { writeFileSync } from 'node:fs';
import { buildTypeDefsSchema, internalTypeDefs } from './schema/index.ts';
import { printedSchemas } from './schema/printed.ts';
import { RESOLVER_TYPES_FILE, resolverTypes } from './schema/resolverCodegen.ts';

for (const { file, sdl } of printedSchemas()) {
  writeFileSync(file, sdl);
  console.log(`wrote ${file}`);
}
writeFileSync(RESOLVER_TYPES_FILE, await resolverTypes(buildTypeDefsSchema(internalTypeDefs)));
console.log(`wrote ${RESOLVER_TYPES_FILE}`);
