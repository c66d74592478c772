// Writes the public and internal schemas as SDL beside the package; a test fails when they drift.
import { writeFileSync } from 'node:fs';
import { printedSchemas } from './schema/printed.ts';

for (const { file, sdl } of printedSchemas()) {
  writeFileSync(file, sdl);
  console.log(`wrote ${file}`);
}
