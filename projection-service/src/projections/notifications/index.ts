import type pg from 'pg';
import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldNotifications, idsToLoad, type Known, type NotificationBatch } from './fold.ts';
import type { NotificationRow } from './rows.ts';
import { loadBlocks, writeBlocks } from './blocks.ts';
import { loadThreadSubscriptions, writeForum } from './forumRows.ts';
import { loadMutes, MembersAsked, writeMutes } from './mutes.ts';

const ROW = {
  id: 'integer',
  user_id: 'integer',
  type: 'text',
  actor_id: 'integer',
  activity_id: 'integer',
  reply_id: 'integer',
  media_id: 'integer',
  episode: 'integer',
  thread_id: 'integer',
  comment_id: 'integer',
  reason: 'text',
  deleted_titles: 'text[]',
  context_key: 'text',
  created_at: 'integer',
  source_txid: 'bigint',
  source_pos: 'bigint',
};

async function load(
  tx: pg.ClientBase,
  { activities, media, threads, members }: ReturnType<typeof idsToLoad>,
): Promise<Omit<Known, 'mutes'>> {
  const known: Omit<Known, 'mutes'> = {
    subscriptions: new Map(),
    writers: new Map(),
    listed: new Map(),
    threadSubscriptions: await loadThreadSubscriptions(tx, threads),
    blocks: await loadBlocks(tx, members),
  };
  if (activities.length) {
    const subs = await tx.query<{ activity_id: number; user_id: number; subscribed: boolean }>(
      'SELECT activity_id, user_id, subscribed FROM subscriptions WHERE activity_id = ANY($1::int[])',
      [activities],
    );
    for (const s of subs.rows) {
      if (!known.subscriptions.has(s.activity_id)) known.subscriptions.set(s.activity_id, new Map());
      known.subscriptions.get(s.activity_id)!.set(s.user_id, s.subscribed);
    }
    const writers = await tx.query<{ activity_id: number; messenger_id: number }>(
      'SELECT activity_id, messenger_id FROM message_writers WHERE activity_id = ANY($1::int[])',
      [activities],
    );
    for (const w of writers.rows) known.writers.set(w.activity_id, w.messenger_id);
  }
  if (media.length) {
    const listed = await tx.query<{ media_id: number; user_id: number; status: string }>(
      'SELECT media_id, user_id, status FROM listed WHERE media_id = ANY($1::int[])',
      [media],
    );
    for (const l of listed.rows) {
      if (!known.listed.has(l.media_id)) known.listed.set(l.media_id, new Map());
      known.listed.get(l.media_id)!.set(l.user_id, l.status);
    }
  }
  return known;
}

async function write(b: NotificationBatch, tx: pg.ClientBase): Promise<void> {
  const listed = [...b.listed.values()];
  await insertRows(
    tx,
    'listed',
    { media_id: 'integer', user_id: 'integer', status: 'text' },
    listed.filter((l) => l.status !== null),
    'ON CONFLICT (media_id, user_id) DO UPDATE SET status = EXCLUDED.status',
  );
  const unlisted = listed.filter((l) => l.status === null);
  if (unlisted.length) {
    await tx.query(
      `DELETE FROM listed l USING ${recordsetSource({ media_id: 'integer', user_id: 'integer' })}
      WHERE l.media_id = x.media_id AND l.user_id = x.user_id`,
      [recordset(unlisted)],
    );
  }
  await insertRows(
    tx,
    'subscriptions',
    { activity_id: 'integer', user_id: 'integer', subscribed: 'boolean' },
    [...b.subscriptions.values()],
    'ON CONFLICT (activity_id, user_id) DO UPDATE SET subscribed = EXCLUDED.subscribed',
  );
  await insertRows(
    tx,
    'message_writers',
    { activity_id: 'integer', messenger_id: 'integer' },
    [...b.writers].map(([activity_id, messenger_id]) => ({ activity_id, messenger_id })),
  );

  if (b.deletedActivities.size) await tx.query('DELETE FROM notifications WHERE activity_id = ANY($1::int[])', [[...b.deletedActivities]]);
  if (b.deletedReplies.size) await tx.query('DELETE FROM notifications WHERE reply_id = ANY($1::int[])', [[...b.deletedReplies]]);
  await writeForum(b.forum, tx);
  await writeBlocks(tx, b.blocks);
  await writeMutes(tx, b.mutes);
  // A key retracted in the batch loses its stored row, even when the batch notified it again afterwards.
  const retracted = [...b.retracted].map((k) => ({
    user_id: Number(k.slice(0, k.indexOf(':'))),
    context_key: k.slice(k.indexOf(':') + 1),
  }));
  if (retracted.length) {
    await tx.query(
      `DELETE FROM notifications n USING ${recordsetSource({ user_id: 'integer', context_key: 'text' })}
      WHERE n.user_id = x.user_id AND n.context_key = x.context_key`,
      [recordset(retracted)],
    );
  }
  await insertRows(
    tx,
    'notifications',
    ROW,
    [...b.rows.values()].filter((r): r is NotificationRow => r !== null),
  );
  await tx.query("UPDATE counters SET value = $1 WHERE name = 'notification'", [b.lastId]);
  // Reading never goes back: a position behind the stored one changes nothing.
  await insertRows(
    tx,
    'inbox',
    { user_id: 'integer', read_txid: 'bigint', read_pos: 'bigint' },
    [...b.reads].map(([user_id, p]) => ({ user_id, read_txid: String(p.transactionId), read_pos: String(p.position) })),
    `ON CONFLICT (user_id) DO UPDATE SET read_txid = EXCLUDED.read_txid, read_pos = EXCLUDED.read_pos
     WHERE (EXCLUDED.read_txid, EXCLUDED.read_pos) > (inbox.read_txid, inbox.read_pos)`,
  );
}

export const notifications = defineProjection({
  name: 'notifications',
  migration: new URL('./migration.sql', import.meta.url),
  // 2: members' notification options (issue 24).
  version: 2,
  handles: PROJECTION_INPUTS.notifications,
  async apply(events, tx) {
    const { rows } = await tx.query<{ value: number }>("SELECT value FROM counters WHERE name = 'notification'");
    const loaded = await load(tx, idsToLoad(events));
    // Whom the batch would notify follows from the loaded state alone (the fold changes it): a dry run on a copy
    // names the members whose options to load.
    const asked = new MembersAsked();
    foldNotifications(events, { ...structuredClone(loaded), mutes: asked }, rows[0]!.value);
    const known = { ...loaded, mutes: await loadMutes(tx, asked.members) };
    await write(foldNotifications(events, known, rows[0]!.value), tx);
  },
});
