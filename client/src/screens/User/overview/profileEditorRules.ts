import { isAnyMod } from '@tsuzuki/events/roles';

// Who may write on a profile (social §2, §6): the owner posts a status; moderators and other members leave a message.

export interface EditorViewer {
  readonly id: number;
  readonly moderatorRoles?: readonly (string | null | undefined)[] | null;
}

export interface EditorOwner {
  readonly id: number;
  readonly restrictMessagesToFollowing?: boolean | null;
  /** The owner follows the viewer (User.isFollower, read from the viewer's side). */
  readonly followsViewer?: boolean | null;
}

export type ProfileEditor = 'status' | 'message' | null;

/**
 * A guest gets no editor; the owner writes a status; a moderator may always leave a message; anyone else may
 * unless the owner restricts messages to the members they follow and does not follow the viewer. The server
 * checks the same relation (the recipient's follows), so the editor never offers what a save would refuse.
 */
export function profileEditor(viewer: EditorViewer | null, owner: EditorOwner): ProfileEditor {
  if (!viewer) return null;
  if (viewer.id === owner.id) return 'status';
  const roles = viewer.moderatorRoles?.filter((role): role is string => !!role) ?? null;
  if (isAnyMod(roles)) return 'message';
  if (owner.restrictMessagesToFollowing && !owner.followsViewer) return null;
  return 'message';
}

/** The element id of the profile's activity editor, the target of the header's Message action. */
export const ACTIVITY_EDITOR_ID = 'activity-editor';

/** The profile feed's filters (social §9): All, Status (TEXT), Messages (MESSAGE), List (MEDIA_LIST). */
export const PROFILE_FEED_FILTERS = [
  { label: 'All', types: null },
  { label: 'Status', types: ['TEXT'] },
  { label: 'Messages', types: ['MESSAGE'] },
  { label: 'List', types: ['MEDIA_LIST'] },
] as const satisfies readonly { label: string; types: readonly ('TEXT' | 'MESSAGE' | 'MEDIA_LIST')[] | null }[];
