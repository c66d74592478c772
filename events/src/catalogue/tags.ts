import { z } from 'zod';
import { TAG_VOTE_MAX, TAG_VOTE_MIN } from '../tagRules.ts';
import { defineEvent } from './define.ts';
import { Id } from './shapes.ts';

// Tags on media (core §5, §6, §7; ADR 20). What members and data moderators do to the tags of one media lives in
// the stream `mediatags-<mediaId>`: a tag put on it, votes, the spoiler flag, removal. A new tag a member proposes
// lives in its own `tag-<id>` stream, where a data moderator accepts (MediaTagCreated follows) or denies it. The
// tags read model ranks each media tag from its starting judgement and the votes (tagRules.ts).

export { ADDED_TAG_BASE_RANK, TAG_MESSAGES, TAG_VOTE_LEVELS, TAG_VOTE_MAX, TAG_VOTE_MIN, tagNameKey, tagRank } from '../tagRules.ts';

export const TagName = z.string().trim().min(1).max(100);
export const TagDescription = z.string().trim().max(2000).nullable();
export const TagVote = z.number().int().min(TAG_VOTE_MIN).max(TAG_VOTE_MAX);

const Pair = { mediaId: Id, tagId: Id };

/**
 * A member put a known tag on a media at once. Written until ADR 67; since then a member proposes a known tag
 * (MediaTagProposed) and it goes on only when a data moderator accepts it. Events already in the log replay as before.
 */
export const MediaTagAdded = defineEvent(
  'MediaTagAdded',
  1,
  ['tags', 'mediapages'],
  z.object({ ...Pair, userId: Id, isMediaSpoiler: z.boolean() }),
);

const Reason = z.string().trim().min(1).max(500);

/**
 * A member proposed a known tag for a media (ADR 67): it waits for a data moderator, and is not on the media until
 * approved. `proposalId` numbers the proposal across media (the review queue names it by that).
 */
export const MediaTagProposed = defineEvent(
  'MediaTagProposed',
  1,
  ['tags', 'mediapages'],
  z.object({ ...Pair, proposalId: Id, userId: Id, isMediaSpoiler: z.boolean() }),
);

/**
 * A data moderator accepted a proposal: the tag goes on the media as MediaTagAdded puts it, its proposer as the one
 * who added it. A data moderator's own AddMediaTag is proposed and accepted in one append (moderatorId = userId).
 */
export const MediaTagProposalAccepted = defineEvent(
  'MediaTagProposalAccepted',
  1,
  ['tags', 'mediapages'],
  z.object({ ...Pair, proposalId: Id, userId: Id, moderatorId: Id.nullable(), isMediaSpoiler: z.boolean() }),
);

/** A data moderator denied a proposal with a reason: the pair cannot be proposed again until it is put on the media. */
export const MediaTagProposalDenied = defineEvent(
  'MediaTagProposalDenied',
  1,
  ['tags', 'mediapages'],
  z.object({ ...Pair, proposalId: Id, userId: Id, moderatorId: Id.nullable(), reason: Reason }),
);

/** A member's vote on a tag of a media, replacing their earlier one. */
export const MediaTagVoted = defineEvent('MediaTagVoted', 1, ['tags', 'mediapages'], z.object({ ...Pair, userId: Id, vote: TagVote }));

/** A data moderator (null: an importer) marked a media's tag as a spoiler for that media, or unmarked it. */
export const MediaTagSpoilerSet = defineEvent(
  'MediaTagSpoilerSet',
  1,
  ['tags', 'mediapages'],
  z.object({
    ...Pair,
    isMediaSpoiler: z.boolean(),
    moderatorId: Id.nullable(),
  }),
);

/** A data moderator (null: an importer) took a tag off a media, with its votes. */
export const MediaTagRemoved = defineEvent('MediaTagRemoved', 1, ['tags', 'mediapages'], z.object({ ...Pair, moderatorId: Id.nullable() }));

/** A member proposed a tag not in the known list, for one media; it waits for a data moderator. */
export const MediaTagSubmitted = defineEvent(
  'MediaTagSubmitted',
  1,
  ['tags', 'mediapages'],
  z.object({
    tagId: Id,
    name: TagName,
    description: TagDescription,
    isAdult: z.boolean(),
    mediaId: Id,
    isMediaSpoiler: z.boolean(),
    userId: Id,
  }),
);

/**
 * A data moderator accepted a submission: the MediaTagCreated before it in the stream makes the tag known, and this
 * puts it on the media it was submitted for, its submitter as the one who added it.
 */
export const MediaTagSubmissionAccepted = defineEvent(
  'MediaTagSubmissionAccepted',
  1,
  ['tags', 'mediapages'],
  z.object({
    ...Pair,
    /** The submitter. */
    userId: Id,
    moderatorId: Id.nullable(),
    isMediaSpoiler: z.boolean(),
  }),
);

/** A data moderator denied a submission; its name stays taken, and a new submission of it is told the reason. */
export const MediaTagSubmissionDenied = defineEvent(
  'MediaTagSubmissionDenied',
  1,
  ['tags', 'mediapages'],
  z.object({
    ...Pair,
    userId: Id,
    moderatorId: Id.nullable(),
    reason: Reason,
  }),
);
