// The demo site's past (docs/adr/0065): it opened a year before `now`, with its catalogue entered the day before and
// the demo accounts signed up at the opening; the generated members signed up over the year since, more of them
// lately, each bringing a list from elsewhere and keeping it here from then on. Every member's commands are dated
// after their own sign-up and before `now`, so the log tells the site's history in an order that could have happened.
import type { Random } from './random.ts';

export const DAY_MS = 86_400_000;
/** How long the demo site has existed. */
export const SITE_AGE_DAYS = 365;

/** When the demo site opened: the start of the UTC day a year before `now`. */
export const openedAt = (now: Date): number => (Math.floor(now.getTime() / DAY_MS) - SITE_AGE_DAYS) * DAY_MS;

/** When the catalogue was entered: the day before the opening, so that every member finds it there. */
export const catalogueAt = (now: Date): Date => new Date(openedAt(now) - DAY_MS);

/** A demo account's sign-up: at the opening, a minute apart in id order. */
export const demoSignUpAt = (now: Date, userId: number): number => openedAt(now) + userId * 60_000;

/**
 * A generated member's sign-up: a day of the year since the opening, later days likelier (a site that grows), at
 * some moment of that day, and at least an hour before `now`.
 */
export function signUpAt(r: Random, now: Date): number {
  const daysAgo = 1 + Math.floor((SITE_AGE_DAYS - 1) * Math.pow(r.float(), 1.4));
  const day = Math.floor(now.getTime() / DAY_MS) - daysAgo;
  return Math.min(now.getTime() - 3_600_000, day * DAY_MS + Math.floor(r.float() * DAY_MS));
}

/** A moment on Unix day `day`, no earlier than `after` and no later than `now` (null when that leaves none). */
export function momentOn(r: Random, day: number, after: number, now: number): number | null {
  const from = Math.max(after, day * DAY_MS);
  const to = Math.min(now, (day + 1) * DAY_MS - 1);
  if (from > to) return null;
  return from + Math.floor(r.float() * (to - from));
}

/** A moment between `after` and `now`, within `withinMs` of `after` (`now` when `after` is later). */
export const momentAfter = (r: Random, after: number, now: number, withinMs: number): number =>
  Math.min(now, after + Math.floor(r.float() * Math.max(0, Math.min(withinMs, now - after))));
