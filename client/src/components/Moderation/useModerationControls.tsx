import { MEMBER_MODERATION_LIMITS, modNoteUserId, type ReportObjectType } from '@tsuzuki/events/moderationRules';
import type { ReactNode } from 'react';
import { useCreateUserReport, type ReportedItem } from '../../mutations/createUserReport.ts';
import { useSaveModNote } from '../../mutations/saveModNote.ts';
import type { MutationCallbacks } from '../../system/mutationCallbacks.ts';
import { showConfirm } from '../../system/dialogs.ts';
import { usePrompt } from '../../system/usePrompt.tsx';

const NOUNS: Record<ReportObjectType, string> = {
  USER: 'user',
  ACTIVITY: 'activity',
  ACTIVITY_REPLY: 'activity reply',
  REVIEW: 'review',
  THREAD: 'thread',
  THREAD_COMMENT: 'comment',
};
const titled = (noun: string) => noun.replace(/\b\w/g, (c) => c.toUpperCase());
export const REASON_MISSING = 'Please give a reason.';

export interface NotedItem extends ReportedItem {
  readonly authorName: string;
  /** A message has two parties: the note may be about another member than its writer, named by id (social §5). */
  readonly isMessage?: boolean;
}

export interface ModerationControls {
  /** The reason prompt (Submit, Cancel), then the report and its toast. */
  report(item: ReportedItem): Promise<void>;
  /** A community moderator saves the item as a note on its author, after confirming (a message asks whose note). */
  noteOn(item: NotedItem): Promise<void>;
  /** A note of the moderator's own words on a member (the profile's control); `onCompleted` once it is saved. */
  writeNote(userId: number, name: string, callbacks?: MutationCallbacks): Promise<void>;
  dialog: ReactNode;
}

/** The note an item becomes: where it was, and what it said. */
const noteText = (item: ReportedItem) => [`${window.location.origin}${item.path}`, item.text?.trim()].filter(Boolean).join('\n\n');

export function useModerationControls(): ModerationControls {
  const { prompt, dialog } = usePrompt();
  const [createUserReport] = useCreateUserReport();
  const [saveModNote] = useSaveModNote();
  return {
    async report(item) {
      const noun = NOUNS[item.objectType];
      const reason = await prompt({
        title: `Report ${titled(noun)}`,
        label: `Why should the moderators look at this ${noun}?`,
        submitLabel: 'Submit',
        multiline: true,
        maxLength: MEMBER_MODERATION_LIMITS.reporterText,
        validate: (value) => (value.trim() ? null : REASON_MISSING),
      });
      if (reason) createUserReport(item, reason);
    },
    async noteOn(item) {
      let userId = item.userId;
      if (item.isMessage) {
        const answer = await prompt({
          title: 'Mod Note',
          label: `User ID of the member the note is about (leave empty for ${item.authorName})`,
          submitLabel: 'Save Note',
          validate: (value) => {
            const parsed = modNoteUserId(value);
            return parsed.ok ? null : parsed.message;
          },
        });
        if (answer === null) return;
        const parsed = modNoteUserId(answer);
        if (parsed.ok && parsed.id !== null) userId = parsed.id;
      } else if (
        !(await showConfirm('Mod Note', `Save this ${NOUNS[item.objectType]} as a mod note on ${item.authorName}?`, 'Save Note'))
      ) {
        return;
      }
      saveModNote(userId, noteText(item));
    },
    async writeNote(userId, name, callbacks) {
      const note = await prompt({
        title: 'Mod Note',
        label: `Note on ${name} (only moderators see it)`,
        submitLabel: 'Save Note',
        multiline: true,
        maxLength: MEMBER_MODERATION_LIMITS.note,
        validate: (value) => (value.trim() ? null : 'Please write the note.'),
      });
      if (note) saveModNote(userId, note, callbacks);
    },
    dialog,
  };
}
