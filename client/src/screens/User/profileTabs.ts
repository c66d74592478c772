import { isAnyMod, isCommunityMod } from '@tsuzuki/events/roles';

// The profile header's tabs and who sees them (social §2, §6).

export interface ProfileTab {
  readonly label: string;
  /** The segment after /user/{name}/. */
  readonly page: string;
  /** Active only on exactly this page (Overview, Favorites, Social); the others have sub-pages. */
  readonly end: boolean;
}

interface TabRule extends ProfileTab {
  readonly shows: (who: ProfileViewer) => boolean;
}

export interface ProfileViewer {
  /** The profile is the viewer's own. */
  readonly own: boolean;
  readonly moderatorRoles: readonly (string | null | undefined)[] | null | undefined;
}

const everyone = () => true;
const roles = (who: ProfileViewer) => who.moderatorRoles?.filter((role): role is string => !!role) ?? null;

const TAB_RULES: readonly TabRule[] = [
  { label: 'Overview', page: '', end: true, shows: everyone },
  { label: 'Anime List', page: 'animelist', end: false, shows: everyone },
  { label: 'Manga List', page: 'mangalist', end: false, shows: everyone },
  { label: 'Favorites', page: 'favorites', end: true, shows: everyone },
  { label: 'Stats', page: 'stats', end: false, shows: everyone },
  { label: 'Social', page: 'social', end: true, shows: everyone },
  { label: 'Reviews', page: 'reviews', end: true, shows: everyone },
  { label: 'Submissions', page: 'submissions', end: true, shows: (who) => who.own || isAnyMod(roles(who)) },
  { label: 'Moderation', page: 'moderation', end: true, shows: (who) => isCommunityMod(roles(who)) },
];

/**
 * The pages this site has built so far. A tab whose page is not here yet stays hidden: a tab that leads to nothing
 * is worse than none. Submissions and Moderation join when their pages do.
 */
export const BUILT_PAGES: ReadonlySet<string> = new Set([
  '',
  'animelist',
  'mangalist',
  'favorites',
  'stats',
  'social',
  'reviews',
  'submissions',
  'moderation',
]);

/** The tabs the viewer sees, in the spec's order. */
export function profileTabs(who: ProfileViewer, built: ReadonlySet<string> = BUILT_PAGES): ProfileTab[] {
  return TAB_RULES.filter((rule) => built.has(rule.page) && rule.shows(who)).map(({ label, page, end }) => ({ label, page, end }));
}
