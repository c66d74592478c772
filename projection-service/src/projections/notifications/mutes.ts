import type pg from 'pg';
import type { NOTIFICATION_TYPES } from '@tsuzuki/events';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';

// A member who switched a notification type off is not notified of it from then on (issue 24): the switches stand
// in this schema as the log made them (UserOptionsUpdated), so a replay in other batches drops exactly what the live
// read model dropped, and switching a type on again brings back nothing made while it was off.

type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification type switched off, or 'airingNotifications': the separate airing switch also silences AIRING. */
export type MuteSetting = NotificationType | 'airingNotifications';

/** The part of UserOptionsUpdated's changes that says what a member hears of. */
export interface HearingChanges {
  airingNotifications?: boolean | undefined;
  notificationOptions?: readonly { type: NotificationType; enabled: boolean }[] | undefined;
}

/** "user:setting" → off (true) or back on (false), the last change of the batch. */
export type MuteChanges = Map<string, { user_id: number; setting: MuteSetting; off: boolean }>;

export interface Mutes {
  /** Whether the member has switched this type off at this point of the log. */
  isOff(userId: number, type: NotificationType): boolean;
  change(userId: number, changes: HearingChanges, out: MuteChanges): void;
}

function settingsOf(changes: HearingChanges): [MuteSetting, boolean][] {
  const settings: [MuteSetting, boolean][] = (changes.notificationOptions ?? []).map((o) => [o.type, !o.enabled]);
  if (changes.airingNotifications !== undefined) settings.push(['airingNotifications', !changes.airingNotifications]);
  return settings;
}

/** The switches of the members loaded: asking about anyone else is a bug, never a guess. */
export class KnownMutes implements Mutes {
  constructor(
    private readonly members: ReadonlySet<number>,
    private readonly off: Set<string>,
  ) {}

  isOff(userId: number, type: NotificationType): boolean {
    if (!this.members.has(userId)) throw new Error(`notifications: the options of ${userId} were not loaded`);
    return this.off.has(`${userId}:${type}`) || (type === 'AIRING' && this.off.has(`${userId}:airingNotifications`));
  }

  change(userId: number, changes: HearingChanges, out: MuteChanges): void {
    for (const [setting, off] of settingsOf(changes)) {
      const key = `${userId}:${setting}`;
      if (off) this.off.add(key);
      else this.off.delete(key);
      out.set(key, { user_id: userId, setting, off });
    }
  }
}

/**
 * A first pass over the batch with nobody muted, noting every member it would notify or whose options change: the
 * members to load. Whom a batch notifies never depends on who is muted, so the second pass asks about no one else.
 */
export class MembersAsked implements Mutes {
  readonly members = new Set<number>();

  isOff(userId: number): boolean {
    this.members.add(userId);
    return false;
  }

  change(userId: number): void {
    this.members.add(userId);
  }
}

export async function loadMutes(tx: pg.ClientBase, members: ReadonlySet<number>): Promise<KnownMutes> {
  const off = new Set<string>();
  if (members.size) {
    const { rows } = await tx.query<{ user_id: number; setting: string }>(
      'SELECT user_id, setting FROM mutes WHERE user_id = ANY($1::int[])',
      [[...members]],
    );
    for (const r of rows) off.add(`${r.user_id}:${r.setting}`);
  }
  return new KnownMutes(members, off);
}

export async function writeMutes(tx: pg.ClientBase, changes: MuteChanges): Promise<void> {
  const all = [...changes.values()];
  const rows = (off: boolean) => all.filter((c) => c.off === off).map(({ user_id, setting }) => ({ user_id, setting }));
  await insertRows(tx, 'mutes', { user_id: 'integer', setting: 'text' }, rows(true), 'ON CONFLICT DO NOTHING');
  const on = rows(false);
  if (on.length) {
    await tx.query(
      `DELETE FROM mutes m USING ${recordsetSource({ user_id: 'integer', setting: 'text' })}
      WHERE m.user_id = x.user_id AND m.setting = x.setting`,
      [recordset(on)],
    );
  }
}
