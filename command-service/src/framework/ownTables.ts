import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { applySchema } from '@tsuzuki/event-store';

const SCHEMA_SQL = [
  new URL('./schema.sql', import.meta.url),
  new URL('../accounts/auth/schema.sql', import.meta.url),
  new URL('../accounts/oauth/schema.sql', import.meta.url),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
// Serialises schema creation when several command-service processes start at once.
const SCHEMA_LOCK = 7_324_101;

/** Creates the command_service schema and tables when missing (idempotent). */
export async function ensureOwnTables(pool: pg.Pool): Promise<void> {
  await applySchema(pool, SCHEMA_LOCK, SCHEMA_SQL);
}
