// Header list actions and sub-page tabs of the media page (core §2).
export interface ListActionMedia {
  readonly type?: string | null;
  readonly status?: string | null;
  readonly isLocked?: boolean | null;
}

export type ListAction = 'COMPLETED' | 'CURRENT' | 'PLANNING' | 'EDITOR';

/** Dropdown entries: Complete only FINISHED, Watching/Reading unless NOT_YET_RELEASED, Planning always, the editor. */
export function listActions(media: ListActionMedia): ListAction[] {
  if (media.isLocked) return [];
  const actions: ListAction[] = [];
  if (media.status === 'FINISHED') actions.push('COMPLETED');
  if (media.status !== 'NOT_YET_RELEASED') actions.push('CURRENT');
  actions.push('PLANNING', 'EDITOR');
  return actions;
}

export function listActionLabel(action: ListAction, type: string | null | undefined): string {
  const manga = type === 'MANGA';
  switch (action) {
    case 'COMPLETED':
      return 'Set as Complete';
    case 'CURRENT':
      return manga ? 'Set as Reading' : 'Set as Watching';
    case 'PLANNING':
      return 'Set as Planning';
    case 'EDITOR':
      return 'Open List Editor';
  }
}

export interface TabContent {
  readonly streamingEpisodes: number;
  readonly characters: number;
  readonly staff: number;
  readonly reviews: number;
}

export interface MediaTab {
  readonly label: string;
  /** Sub-path below the media path; '' is the overview. */
  readonly path: string;
}

/** Watch only with streaming episodes; Characters, Staff and Reviews only when such content exists. */
export function mediaTabs(content: TabContent): MediaTab[] {
  return [
    { label: 'Overview', path: '' },
    ...(content.streamingEpisodes > 0 ? [{ label: 'Watch', path: 'watch' }] : []),
    ...(content.characters > 0 ? [{ label: 'Characters', path: 'characters' }] : []),
    ...(content.staff > 0 ? [{ label: 'Staff', path: 'staff' }] : []),
    ...(content.reviews > 0 ? [{ label: 'Reviews', path: 'reviews' }] : []),
    { label: 'Stats', path: 'stats' },
    { label: 'Social', path: 'social' },
  ];
}

export const SUB_PAGES = ['watch', 'characters', 'staff', 'reviews', 'stats', 'social'] as const;

/** The sub-page part of a media URL ("/characters" or ""), whatever the slug was, for the slug fix-up redirect. */
export function subPagePath(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (SUB_PAGES as readonly string[]).includes(last) ? `/${last}` : '';
}
