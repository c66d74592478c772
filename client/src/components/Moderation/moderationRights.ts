import { isAnyMod, isCommunityMod } from '@tsuzuki/events/roles';

// Who is offered the report and mod-note controls (social §5, §6). The command-service decides the same again.

export interface ModerationViewer {
  readonly id: number;
  readonly moderatorRoles?: readonly (string | null | undefined)[] | null;
}

const rolesOf = (viewer: ModerationViewer) => (viewer.moderatorRoles ?? []).filter((role): role is string => typeof role === 'string');

export const isCommunityModerator = (viewer: ModerationViewer | null | undefined): boolean => !!viewer && isCommunityMod(rolesOf(viewer));
export const isModerator = (viewer: ModerationViewer | null | undefined): boolean => !!viewer && isAnyMod(rolesOf(viewer));

/** Members report others and what others wrote; guests cannot, and community moderators act instead (Edit). */
export const canReport = (viewer: ModerationViewer | null | undefined, authorId: number | null | undefined): boolean =>
  !!viewer && authorId != null && authorId !== viewer.id && !isCommunityModerator(viewer);

/** Community moderators save what another member wrote as a note on them. */
export const canModNote = (viewer: ModerationViewer | null | undefined, authorId: number | null | undefined): boolean =>
  isCommunityModerator(viewer) && authorId != null && authorId !== viewer!.id;

/** Community moderators ban members who are not moderators themselves. */
export const canBan = (viewer: ModerationViewer | null | undefined, target: ModerationViewer): boolean =>
  isCommunityModerator(viewer) && target.id !== viewer!.id && !isModerator(target);
