import { isAnyMod } from '@tsuzuki/events/roles';

// The Social tab's sections (social §2): Following, Followers, Forum Threads, Forum Comments, and Messages for
// moderators only.

export type SocialView = 'following' | 'followers' | 'threads' | 'comments' | 'messages';

export interface SocialSection {
  readonly view: SocialView;
  readonly label: string;
}

const SECTIONS: readonly SocialSection[] = [
  { view: 'following', label: 'Following' },
  { view: 'followers', label: 'Followers' },
  { view: 'threads', label: 'Forum Threads' },
  { view: 'comments', label: 'Forum Comments' },
  { view: 'messages', label: 'Messages' },
];

export function socialSections(viewerRoles: readonly (string | null | undefined)[] | null | undefined): SocialSection[] {
  const moderator = isAnyMod(viewerRoles?.filter((role): role is string => !!role) ?? null);
  return SECTIONS.filter((section) => section.view !== 'messages' || moderator);
}

/** The section named by ?view=, when the viewer has it; Following otherwise. */
export function chosenView(param: string | null, sections: readonly SocialSection[]): SocialView {
  return sections.find((section) => section.view === param)?.view ?? 'following';
}

/** social §8 and §9: the empty lists' wording, and the page sizes. */
export const EMPTY_TEXT: Record<SocialView, string> = {
  following: 'Following 0 users',
  followers: 'No followers',
  threads: 'No forum threads yet, create one?',
  comments: 'No forum comments yet',
  messages: 'No messages',
};
export const FOLLOWS_PER_PAGE = 40;
export const MESSAGES_PER_PAGE = 25;
