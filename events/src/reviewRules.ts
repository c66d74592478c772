// The review rules of social §5 as plain constants, shared by the command-service's decider (through the event
// catalogue, which re-exports them) and the client's editor. No imports: the client takes this module without the
// catalogue's schemas.

export const REVIEW_LIMITS = {
  /** The body must be longer than this. */
  bodyMinExclusive: 2200,
  /** Far beyond any review; keeps one event within reason. */
  bodyMax: 60_000,
  /** The summary must be longer than the first and shorter than the second. */
  summaryMinExclusive: 20,
  summaryMaxExclusive: 120,
  scoreDefault: 50,
  /** Characters of a report's reason. */
  reasonMax: 2000,
} as const;

export const REVIEW_MESSAGES = {
  body: 'Review must be greater than 2200 characters',
  summary: 'Summary must be less than 120 characters and greater than 20 characters',
} as const;

export const REVIEW_RATINGS = ['UP_VOTE', 'DOWN_VOTE', 'NO_VOTE'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
