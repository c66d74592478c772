import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgNotifications } from './notifications.ts';
import { createTestDatabase } from './testing/index.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sender: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase('notifications');
  sender = new pg.Client({ connectionString: db.url });
  await sender.connect();
});
afterAll(async () => {
  await sender?.end();
  await db?.drop();
});

describe('PgNotifications', () => {
  it('keeps a notification that arrives between arming and sleeping: the sleep ends at once', async () => {
    const notifications = new PgNotifications(db.url);
    try {
      const alarm = await notifications.arm('probe');
      // The caller is "checking" here; the notification comes in meanwhile.
      await sender.query(`NOTIFY probe, 'x'`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // No limit: only the kept notification can end it.
      expect(await alarm.sleep(Infinity)).toBe(true);
      alarm.disarm();
    } finally {
      await notifications.close();
    }
  });

  it('wakes only the waiters whose filter accepts the payload', async () => {
    const notifications = new PgNotifications(db.url);
    try {
      const media = await notifications.arm('checkpoints', (p) => p.startsWith('media '));
      const users = await notifications.arm('checkpoints', (p) => p.startsWith('users '));
      const woken = media.sleep(Infinity);
      await sender.query(`NOTIFY checkpoints, 'users 1:1'`);
      await sender.query(`NOTIFY checkpoints, 'media 1:1'`);
      expect(await woken).toBe(true);
      expect(await users.sleep(Infinity)).toBe(true);
      // Nothing new for media: a short sleep times out.
      expect(await media.sleep(30)).toBe(false);
      media.disarm();
      users.disarm();
    } finally {
      await notifications.close();
    }
  });

  it("sends coalesced notifications outside the caller's transaction, heard by other listeners", async () => {
    const talker = new PgNotifications(db.url);
    const listener = new PgNotifications(db.url);
    try {
      const alarm = await listener.arm('appended');
      for (let i = 0; i < 50; i++) talker.notify('appended');
      expect(await alarm.sleep(Infinity)).toBe(true);
      await talker.settled();
      alarm.disarm();
    } finally {
      await talker.close();
      await listener.close();
    }
  });

  it('wakes every waiter when its connection breaks, and listens again on the next arm', async () => {
    const notifications = new PgNotifications(db.url);
    try {
      const alarm = await notifications.arm('probe');
      const woken = alarm.sleep(Infinity);
      await sender.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`);
      expect(await woken).toBe(true);
      alarm.disarm();
      const again = await notifications.arm('probe');
      await sender.query(`NOTIFY probe`);
      expect(await again.sleep(Infinity)).toBe(true);
      again.disarm();
    } finally {
      await notifications.close();
    }
  });
});
