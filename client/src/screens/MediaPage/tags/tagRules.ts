import { isDataMod } from '@tsuzuki/events/roles';
import { TAG_MESSAGES, TAG_VOTE_LEVELS } from '@tsuzuki/events/tagRules';

// Which tag controls a viewer gets and what the tag adder offers (core §5, §6). The command-service decides the same
// rules again; these only decide what to show.

export { TAG_MESSAGES, TAG_VOTE_LEVELS };

export interface TagViewer {
  readonly id: number;
  readonly moderatorRoles?: readonly (string | null | undefined)[] | null;
}

export interface TagRights {
  /** Members vote and add tags; guests see the tags only (core §6). */
  readonly canVote: boolean;
  readonly canAdd: boolean;
  /** Data moderators: the tag creator link, the spoiler toggle, removal, submissions to review. */
  readonly isDataMod: boolean;
}

export function tagRights(viewer: TagViewer | null): TagRights {
  if (!viewer) return { canVote: false, canAdd: false, isDataMod: false };
  const roles = (viewer.moderatorRoles ?? []).filter((role): role is string => typeof role === 'string');
  return { canVote: true, canAdd: true, isDataMod: isDataMod(roles) };
}

/** The label of a vote level ("Main Theme" ... "Not Relevant"). */
export const voteLabel = (vote: number | null | undefined): string | null =>
  TAG_VOTE_LEVELS.find((level) => level.vote === vote)?.label ?? null;

export interface KnownTag {
  readonly id: number;
  readonly name: string;
  readonly isAdult: boolean | null | undefined;
}

/** The known tags the adder offers: adult ones only for adult media, none the media has already. */
export function addableTags<T extends KnownTag>(known: readonly T[], mediaIsAdult: boolean, onMedia: ReadonlySet<number>): T[] {
  return known.filter((tag) => (mediaIsAdult || !tag.isAdult) && !onMedia.has(tag.id));
}

export type TagChoice<T extends KnownTag> =
  | { kind: 'empty' }
  | { kind: 'known'; tag: T }
  | { kind: 'onMedia'; tag: T }
  | { kind: 'adultOnly'; tag: T }
  /** A name not in the known tag list: a new tag, submitted for review (core §5). */
  | { kind: 'new'; name: string };

export function chooseTag<T extends KnownTag>(
  name: string,
  known: readonly T[],
  mediaIsAdult: boolean,
  onMedia: ReadonlySet<number>,
): TagChoice<T> {
  const typed = name.trim();
  if (!typed) return { kind: 'empty' };
  const tag = known.find((t) => t.name.toLowerCase() === typed.toLowerCase());
  if (!tag) return { kind: 'new', name: typed };
  if (onMedia.has(tag.id)) return { kind: 'onMedia', tag };
  if (tag.isAdult && !mediaIsAdult) return { kind: 'adultOnly', tag };
  return { kind: 'known', tag };
}
