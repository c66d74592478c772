import type { AdSlotName } from './adRules.ts';

// The site's own banners: no ad network, no tracking, no external scripts. Each leads to a page of this site.
export interface HouseAd {
  readonly id: 'signup' | 'apps';
  readonly title: string;
  readonly text: string;
  readonly action: string;
  readonly to: string;
}

const SIGN_UP: HouseAd = {
  id: 'signup',
  title: 'Keep track of every anime and manga',
  text: 'Make a free account to keep your lists, rate what you finish, follow friends and join the forum.',
  action: 'Sign Up',
  to: '/signup',
};

const APPS: HouseAd = {
  id: 'apps',
  title: 'Take your list with you',
  text: 'Apps made by the community update your list from your phone, your desktop or your browser.',
  action: 'Browse apps',
  to: '/apps',
};

/**
 * Guests are asked to sign up in the page slot and shown the apps in the media header; members (who cannot sign up)
 * see the apps. A banner never leads to the page it is shown on (null when none is left). Chosen from the address
 * alone, so that the server and the browser pick the same one.
 */
export function houseAdFor(slot: AdSlotName, guest: boolean, pathname: string): HouseAd | null {
  const choices = !guest ? [APPS] : slot === 'page' ? [SIGN_UP, APPS] : [APPS, SIGN_UP];
  const here = pathname.replace(/\/+$/, '');
  return choices.find((ad) => ad.to !== here) ?? null;
}
