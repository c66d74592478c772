import { listName, type ListStatus } from './statusLabels.ts';

// Quick actions of media cards and activity cards (core §4, social §2): a status saved without the editor.
export interface QuickActionMedia {
  readonly type?: string | null;
  readonly status?: string | null;
  readonly isLocked?: boolean | null;
}

export interface QuickAction {
  readonly status: ListStatus;
  readonly label: string;
}

/**
 * Watching/Reading unless the media is NOT_YET_RELEASED, Planning always, Completed only when it is FINISHED; locked
 * media have none. "Add to ..." without an entry, "Set to ..." with one.
 */
export function quickActions(media: QuickActionMedia, hasEntry: boolean): QuickAction[] {
  if (media.isLocked) return [];
  const statuses: ListStatus[] = [];
  if (media.status !== 'NOT_YET_RELEASED') statuses.push('CURRENT');
  statuses.push('PLANNING');
  if (media.status === 'FINISHED') statuses.push('COMPLETED');
  const verb = hasEntry ? 'Set to' : 'Add to';
  return statuses.map((status) => ({ status, label: `${verb} ${listName(status, media.type)}` }));
}

/** core §8: "{title} added to {status} list" for a new entry, "{title} list entry updated" for a changed one. */
export function quickActionToast(title: string, status: ListStatus, type: string | null | undefined, hadEntry: boolean): string {
  return hadEntry ? listEntryUpdatedToast(title) : `${title} added to ${listName(status, type)} list`;
}

export const listEntryUpdatedToast = (title: string) => `${title} list entry updated`;
export const LIST_ENTRY_DELETED = 'List entry deleted';
export const DELETE_CONFIRM_TITLE = 'Warning';
export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this list entry?';
