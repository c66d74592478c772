// What an export shows by default: the log as the public site shows it. The log holds no e-mail addresses or
// password hashes, but it does hold what only some people may read: private messages and the replies under them,
// private reviews, the notes of private list entries, and what only moderators see (reports, mod notes, bans, the
// mod-action log, who blocked whom). Figures stay whole: a private message is still a message sent, a private entry
// still counts in the statistics; only the words are taken out. `--include-private` (operators) keeps everything.
import { eventCatalogue } from '@tsuzuki/events';

/** Event types only moderators or the people involved may read: left out of a public export. */
export const MODERATOR_ONLY_TYPES: ReadonlySet<string> = new Set([
  'UserReported',
  'UserReportResolved',
  'ThreadCommentReported',
  'ReviewReported',
  'ModNoteSaved',
  'UserBanned',
  'UserUnbanned',
  'ModActionRecorded',
  'UserBlocked',
  'UserUnblocked',
]);
for (const type of MODERATOR_ONLY_TYPES) if (!(type in eventCatalogue)) throw new Error(`publicView names an unknown event type ${type}`);

/** Types whose events say what is private: read even when an export asks only for other types. */
export const PRIVACY_TYPES = ['MessageActivitySent', 'MediaListEntrySaved'] as const;

type Data = Record<string, unknown>;
const withoutWords = (data: Data): Data => ({ ...data, text: null, mentions: [] });

/**
 * Follows the log in order (every event, whatever an export keeps) and answers each event's public form. It must see
 * the events that make a message or an entry private before those that refer to them, which the log's order gives.
 */
export class PublicView {
  private readonly privateMessages = new Set<number>();
  private readonly privateEntries = new Set<number>();

  /** The event's data as the public may read it, or null when the whole event is not public. */
  show(type: string, data: Data): Data | null {
    if (MODERATOR_ONLY_TYPES.has(type)) return null;
    switch (type) {
      case 'MessageActivitySent':
        if (data.isPrivate !== true) return data;
        this.privateMessages.add(data.activityId as number);
        return withoutWords(data);
      case 'ActivityTextEdited':
      case 'ActivityReplyPosted':
      case 'ActivityReplyEdited':
        return this.privateMessages.has(data.activityId as number) ? withoutWords(data) : data;
      case 'ReviewWritten':
      case 'ReviewEdited':
        return data.private === true ? { ...data, summary: null, body: null } : data;
      case 'MediaListEntrySaved': {
        const changes = data.changes as Data | undefined;
        const entryId = data.entryId as number;
        if (changes && typeof changes.private === 'boolean') {
          if (changes.private) this.privateEntries.add(entryId);
          else this.privateEntries.delete(entryId);
        }
        if (!changes || !this.privateEntries.has(entryId) || !('notes' in changes)) return data;
        const { notes: _notes, ...rest } = changes;
        return { ...data, changes: rest };
      }
      default:
        return data;
    }
  }
}
