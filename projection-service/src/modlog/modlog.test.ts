import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODLOG_STREAM, type Actor } from '@tsuzuki/events';
import { signUpUser } from '@tsuzuki/command-service/accounts/user/index';
import { SYSTEM, createTestEnv, type TestEnv } from '@tsuzuki/command-service/testing/env';
import { runScript } from '../testing/cli.ts';
import { runModLogCommand } from './report.ts';

// The tamper test of issue 12: moderators act through the real command-service, then someone edits the event log by
// hand; `npm run modlog -- verify` names the action that no longer matches its hash, and a removed one as missing.
let env: TestEnv;
let url: string;
const member: Actor = { kind: 'user', id: 61, moderatorRoles: [], donatorTier: 0 };
const haruto: Actor = { kind: 'user', id: 62, moderatorRoles: ['COMMUNITY'], donatorTier: 0 };

beforeAll(async () => {
  env = await createTestEnv('modlog_cli');
  url = (env.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  await env.bus.run(signUpUser, { userId: 61, name: 'Aki' }, { actor: SYSTEM });
  await env.bus.run(signUpUser, { userId: 62, name: 'Haruto' }, { actor: SYSTEM });
  for (let i = 1; i <= 4; i++) {
    const { ids } = await env.bus.execute('SaveTextActivity', { text: `status ${i}` }, { actor: member });
    await env.bus.execute(
      i === 2 ? 'LockActivity' : 'DeleteActivity',
      i === 2 ? { activityId: ids.activityId, locked: true } : { activityId: ids.activityId },
      { actor: haruto },
    );
  }
});
afterAll(async () => {
  await env?.close();
});

async function verify(): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runModLogCommand(['verify'], env.store, (line) => lines.push(line));
  return { code, lines };
}

const sql = (text: string, params: unknown[] = []) => env.pool.query(text, params);

describe('npm run modlog -- verify', () => {
  it('says the chain is valid while nobody touched the log (the CLI itself, exit 0)', async () => {
    const run = await runScript('modlog/cli.ts', ['verify'], { DATABASE_URL: url });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^modlog: 4 actions, chain valid \(head [0-9a-f]{64}\)\n$/);
    expect(run.code).toBe(0);
  });

  it('names the action whose stored data was altered by hand, and exits 1', async () => {
    await sql(
      `UPDATE event_store.events SET data = jsonb_set(data, '{data,text}', '"status 3, nothing to see"')
      WHERE stream_id = $1 AND stream_position = 2`,
      [MODLOG_STREAM],
    );
    expect(await verify()).toEqual({
      code: 1,
      lines: [
        'modlog: chain BROKEN: action seq 3 (stream position 2) was altered: ACTIVITY_DELETE by moderator 62',
        'modlog: 2 actions verified before it, 4 actions read',
      ],
    });
    const run = await runScript('modlog/cli.ts', ['verify'], { DATABASE_URL: url });
    expect(run.stdout).toContain('action seq 3 (stream position 2) was altered: ACTIVITY_DELETE by moderator 62');
    expect(run.code).toBe(1);
    // Put back, the chain holds again: the hash covers the content, nothing else.
    await sql(
      `UPDATE event_store.events SET data = jsonb_set(data, '{data,text}', '"status 3"') WHERE stream_id = $1 AND stream_position = 2`,
      [MODLOG_STREAM],
    );
    expect((await verify()).code).toBe(0);
  });

  it('names a changed moderator too: every field is covered', async () => {
    await sql(`UPDATE event_store.events SET data = jsonb_set(data, '{moderatorId}', '61') WHERE stream_id = $1 AND stream_position = 1`, [
      MODLOG_STREAM,
    ]);
    expect((await verify()).lines[0]).toBe(
      'modlog: chain BROKEN: action seq 2 (stream position 1) was altered: ACTIVITY_LOCK by moderator 61',
    );
    await sql(`UPDATE event_store.events SET data = jsonb_set(data, '{moderatorId}', '62') WHERE stream_id = $1 AND stream_position = 1`, [
      MODLOG_STREAM,
    ]);
    expect((await verify()).code).toBe(0);
  });

  it('names a deleted action as missing', async () => {
    await sql('DELETE FROM event_store.events WHERE stream_id = $1 AND stream_position = 1', [MODLOG_STREAM]);
    expect(await verify()).toEqual({
      code: 1,
      lines: ['modlog: chain BROKEN: action seq 2 (stream position 1) is missing', 'modlog: 1 action verified before it, 3 actions read'],
    });
  });

  it('answers usage for anything but verify', async () => {
    const lines: string[] = [];
    expect(await runModLogCommand([], env.store, (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual(['usage: npm run modlog -- verify']);
  });
});
