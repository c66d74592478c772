// Tag votes, ranks and the tag messages (core §5, §7, §8; ADR 20) as plain constants and functions, shared by the
// command-service, the tags projection, the query-service and the client. No imports: the client takes this module
// without the catalogue's schemas.

/** The vote levels of core §5, highest first: a member's vote on one tag of one media. */
export const TAG_VOTE_LEVELS = [
  { vote: 5, label: 'Main Theme' },
  { vote: 4, label: 'Major Element' },
  { vote: 3, label: 'Moderate Element' },
  { vote: 2, label: 'Lesser Element' },
  { vote: 1, label: 'Minor Element' },
  { vote: 0, label: 'Not Relevant' },
] as const;
export const TAG_VOTE_MIN = 0;
export const TAG_VOTE_MAX = 5;
/** Percentage points one vote level is worth: 5 Main Theme = 100%. */
export const TAG_VOTE_POINTS = 20;

/**
 * The starting judgement of a tag a member added or a moderator accepted from a submission, the rank a vote of
 * 3 (Moderate Element) gives. An imported tag starts from its imported rank instead.
 */
export const ADDED_TAG_BASE_RANK = 60;

/**
 * A media tag's rank (percentage, 0-100): the mean of its starting judgement (the imported rank, or 60 for a tag a
 * member added; one vote's weight) and the members' votes, each worth 20 points a level, rounded half up. Without
 * either it is 0. The tags projection computes the same in SQL (projections/tags/rank.ts).
 */
export function tagRank(baseRank: number | null, votes: { count: number; sum: number }): number {
  const weight = votes.count + (baseRank === null ? 0 : 1);
  if (weight === 0) return 0;
  return Math.round(((baseRank ?? 0) + TAG_VOTE_POINTS * votes.sum) / weight);
}

/** Tag names are unique case-insensitively, among tags and submissions waiting or denied. */
export const tagNameKey = (name: string) => name.trim().toLowerCase();

export const TAG_MESSAGES = {
  // The spec's strings (core §8).
  submitted: 'Your tag has been submitted and will be reviewed by a moderator shortly.',
  submissionFailed: (reason: string) => `Tag already denied or awaiting approval, reason: ${reason}`,
  spoilerSet: (isMediaSpoiler: boolean) => `Tag spoiler set to ${isMediaSpoiler}`,
  removed: 'Tag removed from media',
  // The site's own refusals (the spec names the adult rule, not its wording).
  adultOnly: 'Adult tags can only be added to adult media.',
  unknownTag: 'There is no tag of this name: submit it as a new tag.',
  alreadyOnMedia: 'This tag is already on this media.',
  notOnMedia: 'This tag is not on this media.',
  mediaNotFound: 'Media not found.',
  tagNotFound: 'Tag not found.',
  exists: 'A tag of this name already exists: add it from the list.',
  awaitingReview: 'A tag of this name is awaiting review by a moderator.',
  denied: (reason: string) => `A tag of this name was denied (${reason}).`,
  nameTaken: 'A tag of this name already exists or has been submitted.',
  reviewed: 'This tag submission has already been reviewed.',
  // A known tag proposed for one media (ADR 67).
  proposalAwaitingReview: 'This tag is awaiting review by a moderator for this media.',
  proposalDenied: (reason: string) => `This tag was denied for this media (${reason}).`,
  proposalNotFound: 'Tag proposal not found.',
  reasonRequired: 'Give a reason for denying the tag.',
} as const;
