import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestEnv, type AuthTestEnv } from '@tsuzuki/command-service/accounts/auth/testing';
import { IdAllocator } from '@tsuzuki/command-service/framework/ids';
import { seedDemoAccounts } from '@tsuzuki/seed/accounts';
import { catalogueAt } from '@tsuzuki/seed/history';
import { generateSeed } from '@tsuzuki/seed/dataset';
import { DEMO_ACCOUNTS } from '@tsuzuki/seed/demoAccounts';
import { seedForum } from '@tsuzuki/seed/forum';
import { importSeed } from '@tsuzuki/seed/import';
import { seedMembers, seedStanding } from '@tsuzuki/seed/members';
import { seedReviews } from '@tsuzuki/seed/reviews';
import { loadRomanizer } from '@tsuzuki/seed/romaji';
import { seedSocial } from '@tsuzuki/seed/social';
import { exportLog } from './exportLog.ts';
import { MODERATOR_ONLY_TYPES } from './publicView.ts';
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
  await seedDemoAccounts(env.context, NOW);
  await importSeed(env.bus, { ...data, statistics: [] }, { occurredAt: catalogueAt(NOW) });
  await seedMembers(env.bus, data, {
    now: NOW,
    count: 30,
    reserveUserIds: async (lastId) => void (await ids.allocate('user', 'seed:members', lastId)),
  });
  await seedSocial(env.bus, { now: NOW, count: 30 });
  await seedForum(env.bus, data, { now: NOW, count: 30, readStream: (stream) => env.store.readStream(stream) });
  await seedReviews(env.bus, data, { now: NOW, count: 30 });
  await seedStanding(env.bus, { now: NOW, count: 30 });
  // Something only moderators may read: Haruto (community moderator) notes a member.
  await env.bus.execute(
    'SaveModNote',
    { userId: 1001, note: MOD_NOTE },
    { actor: { kind: 'user', id: 2, moderatorRoles: ['COMMUNITY'], donatorTier: 0 } },
  );
}, 240_000);
const MOD_NOTE = 'Watch this account: possible ban evasion (export test)';
afterAll(async () => {
  await env?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('an export of the seeded log', () => {
  it('holds no e-mail address and no password hash, in any format', async () => {
    const { rows: accounts } = await env.pool.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM command_service.accounts',
    );
    expect(accounts.map((a) => a.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const secrets = accounts.flatMap((a) => [
      a.email,
      a.password_hash,
      a.password_hash.split('$').at(-1)!,
      a.password_hash.split('$').at(-2)!,
    ]);
    for (const format of EXPORT_FORMATS) {
      const out = join(dir, `log.${format}`);
      const { written } = await exportLog({ store: env.store, filter: {}, format, out });
      expect(written).toBeGreaterThan(2000);
      const text =
        format === 'parquet'
          ? (await parquetReadObjects({ file: await asyncBufferFromFile(out) }))
              .map((r) => `${r.stream} ${r.type} ${JSON.stringify(r.data)}`)
              .join('\n')
          : await readFile(out, 'utf8');
      expect(text).toContain('UserSignedUp');
      expect(text).toContain('"Yuki"');
      for (const secret of secrets) expect(text.includes(secret), `${format} holds ${secret.slice(0, 12)}…`).toBe(false);
      expect(text.match(EMAIL)?.[0] ?? null).toBeNull();
      expect(text).not.toMatch(/scrypt\$/);
    }
  });
});

describe('the public view of an export (the default)', () => {
  type Row = { type: string; data: Record<string, unknown> };
  const readNdjson = async (out: string): Promise<Row[]> =>
    (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Row);
  /** What the log itself holds: private messages' ids and words, and the words of replies under them. */
  async function privateWords(): Promise<{ ids: Set<number>; words: string[] }> {
    const all = await readNdjson(join(dir, 'everything.ndjson'));
    const ids = new Set(all.filter((r) => r.type === 'MessageActivitySent' && r.data.isPrivate).map((r) => r.data.activityId as number));
    const words = all
      .filter((r) => ['MessageActivitySent', 'ActivityReplyPosted'].includes(r.type) && ids.has(r.data.activityId as number))
      .map((r) => r.data.text as string);
    return { ids, words };
  }

  it('keeps private words and moderator-only events only with includePrivate', async () => {
    await exportLog({ store: env.store, filter: { includePrivate: true }, format: 'ndjson', out: join(dir, 'everything.ndjson') });
    const everything = await readFile(join(dir, 'everything.ndjson'), 'utf8');
    expect(everything).toContain(MOD_NOTE);
    const { ids, words } = await privateWords();
    // The seed sends private messages and answers some: the check below has something to find.
    expect(ids.size).toBeGreaterThan(0);
    expect(words.length).toBeGreaterThan(ids.size);

    const out = join(dir, 'public.ndjson');
    const { written } = await exportLog({ store: env.store, filter: {}, format: 'ndjson', out });
    const text = await readFile(out, 'utf8');
    for (const word of words) expect(text.includes(JSON.stringify(word)), `public export holds "${word.slice(0, 30)}"`).toBe(false);
    expect(text).not.toContain(MOD_NOTE);
    const rows = await readNdjson(out);
    expect(rows.length).toBe(written);
    expect(rows.filter((r) => MODERATOR_ONLY_TYPES.has(r.type))).toEqual([]);
    // The figures stay whole: every private message is still there, without its words.
    const sent = rows.filter((r) => r.type === 'MessageActivitySent' && ids.has(r.data.activityId as number));
    expect(sent.length).toBe(ids.size);
    expect(sent.every((r) => r.data.text === null)).toBe(true);
    // Public messages keep theirs.
    expect(rows.some((r) => r.type === 'MessageActivitySent' && !r.data.isPrivate && typeof r.data.text === 'string')).toBe(true);
  });

  it('knows which replies are private when only replies are asked for', async () => {
    const { ids } = await privateWords();
    const out = join(dir, 'replies.ndjson');
    await exportLog({ store: env.store, filter: { types: ['ActivityReplyPosted'] }, format: 'ndjson', out });
    const rows = await readNdjson(out);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['ActivityReplyPosted']));
    const underPrivate = rows.filter((r) => ids.has(r.data.activityId as number));
    expect(underPrivate.length).toBeGreaterThan(0);
    expect(underPrivate.every((r) => r.data.text === null)).toBe(true);
    expect(rows.some((r) => !ids.has(r.data.activityId as number) && typeof r.data.text === 'string')).toBe(true);
  });
});
