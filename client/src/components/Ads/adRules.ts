import { isModerator } from '../Moderation/moderationRights.ts';

// Who sees the site's house ads, and where (core §1, §2, §6; social §2, §9). Pure, so the rules are tested without a
// browser. The width rule lives in AdSlot.module.css (a media query), so that the server's HTML and the first
// client render agree whatever the window's width; DESKTOP_ABOVE is that query's number, kept equal by a test.

/** Desktop is over 1040 px wide (social §2); ads show on desktop only. */
export const DESKTOP_ABOVE = 1040;

/** The user with id 1 sees ads whatever their roles or tier (core §6). */
const ALWAYS_SEES_ADS = 1;

export interface AdViewer {
  readonly id: number;
  readonly donatorTier?: number | null;
  readonly moderatorRoles?: readonly (string | null | undefined)[] | null;
}

/**
 * `page`: the site-wide slot of the layout (social §2 "rich ad when ads are enabled"); `mediaHeader`: the media
 * page's header, for guests only (core §2).
 */
export type AdSlotName = 'page' | 'mediaHeader';

/** What the current page says about ads: error pages and adult media switch them off. */
export interface AdPage {
  readonly switchedOff: boolean;
}

/** Ads for this viewer at all: guests and members up to donator tier 1; not moderators, not donators above tier 1. */
export function adsEnabledFor(viewer: AdViewer | null): boolean {
  if (!viewer) return true;
  if (viewer.id === ALWAYS_SEES_ADS) return true;
  if (isModerator(viewer)) return false;
  return (viewer.donatorTier ?? 0) <= 1;
}

/** Whether `slot` renders (at desktop width; narrower windows hide it by CSS). */
export function adSlotShows(slot: AdSlotName, viewer: AdViewer | null, page: AdPage): boolean {
  if (page.switchedOff) return false;
  if (slot === 'mediaHeader') return viewer === null;
  return adsEnabledFor(viewer);
}
