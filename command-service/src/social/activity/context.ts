import type { Party } from '../parties.ts';
import type { ActivityOrigin } from './activity.ts';

/** What an activity decision reads outside the activity's own stream (commands.ts fills it in). */
export interface ActivityContext {
  /** A list activity's origin, found in its member's list stream (null for other kinds or when not found). */
  listOrigin: ActivityOrigin | null;
  /** Members the command's text mentions (@name), other than the actor; unknown names are plain text. */
  mentions: number[];
  /** The activity's owner and, for messages, its writer; for a new message, its recipient. */
  parties: ReadonlyMap<number, Party>;
  /** The ModChan account's id, read when a new status or message is to be posted as it (absent: not asked). */
  modChanId?: number | null;
}

export const emptyActivityContext = (): ActivityContext => ({ listOrigin: null, mentions: [], parties: new Map() });
