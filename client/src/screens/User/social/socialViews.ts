import { isAnyMod } from '@tsuzuki/events/roles';

// The Social tab's sections (social §2). Forum Threads and Forum Comments join when the forum exists (a section
// with nothing behind it is worse than none); Messages is for moderators only.

export type SocialView = 'following' | 'followers' | 'messages';

export interface SocialSection {
  readonly view: SocialView;
  readonly label: string;
}

const SECTIONS: readonly SocialSection[] = [
  { view: 'following', label: 'Following' },
  { view: 'followers', label: 'Followers' },
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
  messages: 'No messages',
};
export const FOLLOWS_PER_PAGE = 40;
export const MESSAGES_PER_PAGE = 25;
