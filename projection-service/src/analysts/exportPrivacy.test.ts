import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestEnv, type AuthTestEnv } from '../../../command-service/src/accounts/auth/testing.ts';
import { IdAllocator } from '../../../command-service/src/framework/ids.ts';
import { seedDemoAccounts } from '../../../command-service/src/seed/accounts.ts';
import { generateSeed } from '../../../command-service/src/seed/dataset.ts';
import { DEMO_ACCOUNTS } from '../../../command-service/src/seed/demoAccounts.ts';
import { seedForum } from '../../../command-service/src/seed/forum.ts';
import { importSeed } from '../../../command-service/src/seed/import.ts';
import { seedMembers } from '../../../command-service/src/seed/members.ts';
import { seedReviews } from '../../../command-service/src/seed/reviews.ts';
import { loadRomanizer } from '../../../command-service/src/seed/romaji.ts';
import { seedSocial } from '../../../command-service/src/seed/social.ts';
import { exportLog } from './exportLog.ts';
import { EXPORT_FORMATS } from './formats.ts';

// The log keeps personal data out (ARCHITECTURE: e-mail addresses and password hashes live in the command-service's
// own tables), so an export of it has none: the demo seed with its accounts signed up through the real sign-up code,
// exported whole in every format.

const NOW = new Date('2026-11-21T10:00:00Z');
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

let env: AuthTestEnv;
let dir: string;
beforeAll(async () => {
  env = await createAuthTestEnv('export_privacy');
  dir = await mkdtemp(join(tmpdir(), 'tsuzuki-export-privacy-'));
  const data = generateSeed({ now: NOW, scale: 0.004, romanize: await loadRomanizer() });
  const ids = new IdAllocator(env.pool);
  await seedDemoAccounts(env.context);
  await importSeed(env.bus, data, {});
  await seedMembers(env.bus, data, { now: NOW, count: 30, reserveUserIds: async (lastId) => void (await ids.allocate('user', 'seed:members', lastId)) });
  await seedSocial(env.bus, { now: NOW, count: 30 });
  await seedForum(env.bus, data, { now: NOW, count: 30, readStream: (stream) => env.store.readStream(stream) });
  await seedReviews(env.bus, data, { now: NOW, count: 30 });
}, 240_000);
afterAll(async () => {
  await env?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('an export of the seeded log', () => {
  it('holds no e-mail address and no password hash, in any format', async () => {
    const { rows: accounts } = await env.pool.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM command_service.accounts');
    expect(accounts.map((a) => a.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const secrets = accounts.flatMap((a) => [a.email, a.password_hash, a.password_hash.split('$').at(-1)!, a.password_hash.split('$').at(-2)!]);
    for (const format of EXPORT_FORMATS) {
      const out = join(dir, `log.${format}`);
      const { written } = await exportLog({ store: env.store, filter: {}, format, out });
      expect(written).toBeGreaterThan(2000);
      const text = format === 'parquet'
        ? (await parquetReadObjects({ file: await asyncBufferFromFile(out) })).map((r) => `${r.stream} ${r.type} ${JSON.stringify(r.data)}`).join('\n')
        : await readFile(out, 'utf8');
      expect(text).toContain('UserSignedUp');
      expect(text).toContain('"Yuki"');
      for (const secret of secrets) expect(text.includes(secret), `${format} holds ${secret.slice(0, 12)}…`).toBe(false);
      expect(text.match(EMAIL)?.[0] ?? null).toBeNull();
      expect(text).not.toMatch(/scrypt\$/);
    }
  });
});
