// The intermediary account (social §2, §6): community moderators send activities and messages "as ModChan", so
// its profile is the team's voice, not a person's. Named in this one place.
export const INTERMEDIARY_ACCOUNTS: readonly string[] = ['ModChan'];

export const INTERMEDIARY_ALERT_TITLE = 'A moderation team account';
export const INTERMEDIARY_ALERT_TEXT =
  "The site's moderators use this account to post notices and send messages on behalf of the whole moderation " +
  'team; it is not one person. To contact a moderator, see the Moderators page.';

/** Whether the profile is an intermediary account whose alert a viewer without moderator powers sees. */
export const isIntermediaryAccount = (name: string): boolean =>
  INTERMEDIARY_ACCOUNTS.some((account) => account.toLowerCase() === name.toLowerCase());
