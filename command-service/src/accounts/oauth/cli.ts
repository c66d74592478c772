// npm run apps -- list                          the registered API clients, their owners and rate limits
// npm run apps -- rate-limit <clientId> <n>     give one app a limit of its own (requests a minute per member's token)
// Operators raise an app's limit above AniList's 90 a minute (docs/adr/0024). A token already looked up keeps the
// old limit for the few seconds a query-service remembers it.
import pg from 'pg';
import { loadConfig } from '@tsuzuki/event-store';
import { ensureOwnTables } from '../../framework/ownTables.ts';

const USAGE = 'Usage: npm run apps -- list | rate-limit <clientId> <requests a minute, 1 to 100000>';
const [verb, ...args] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: loadConfig().databaseUrl, max: 1 });
try {
  await ensureOwnTables(pool);
  if (verb === 'list' && args.length === 0) {
    const { rows } = await pool.query<{ id: string; name: string; owner_id: string; public: boolean; rate_limit: number; tokens: number }>(
      `SELECT c.id, c.name, c.owner_id, c.public, c.rate_limit,
              (SELECT count(*)::int FROM command_service.oauth_tokens t WHERE t.client_id = c.id AND t.revoked_at IS NULL) AS tokens
         FROM command_service.oauth_clients c WHERE c.deleted_at IS NULL ORDER BY c.id`,
    );
    for (const r of rows)
      console.log(
        `${r.id}\t${r.name}\towner ${r.owner_id}\t${r.public ? 'public' : 'confidential'}\t${r.rate_limit}/min\t${r.tokens} live tokens`,
      );
    if (rows.length === 0) console.log('No API clients.');
  } else if (verb === 'rate-limit' && args.length === 2) {
    const [id, limit] = args.map(Number) as [number, number];
    if (!Number.isSafeInteger(id) || id <= 0 || !Number.isInteger(limit) || limit < 1 || limit > 100_000) throw new Error(USAGE);
    const { rowCount } = await pool.query('UPDATE command_service.oauth_clients SET rate_limit = $2 WHERE id = $1 AND deleted_at IS NULL', [
      id,
      limit,
    ]);
    if (rowCount !== 1) throw new Error(`No API client ${id}.`);
    console.log(`API client ${id}: ${limit} requests a minute per member's token.`);
  } else {
    throw new Error(USAGE);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 2;
} finally {
  await pool.end();
}
