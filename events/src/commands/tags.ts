// The payloads of tag commands: the tag catalogue and a media's tags (command-service/src/catalogue/tag, mediaTags).
import { z } from 'zod';
import { Id, MediaTagCreated, TagDescription, TagName, TagVote } from '../catalogue/index.ts';
import { TAG_MESSAGES } from '../tagRules.ts';

export const CreateMediaTagPayload = MediaTagCreated.schema.extend({ tagId: Id.optional() });

/** A member's new tag for a media (core §5, §8): it waits for a data moderator. */
export const SubmitMediaTagPayload = z.object({
  tagId: Id.optional(),
  name: TagName,
  description: TagDescription.default(null),
  mediaId: Id,
  isMediaSpoiler: z.boolean().default(false),
  isAdult: z.boolean().default(false),
});

/** A data moderator may file the tag under a category and reword its description or spoiler flag as it is accepted. */
export const AcceptMediaTagSubmissionPayload = z.object({
  tagId: Id,
  category: z.string().trim().max(100).nullable().optional(),
  description: TagDescription.optional(),
  isGeneralSpoiler: z.boolean().optional(),
});
export const DenyMediaTagSubmissionPayload = z.object({
  tagId: Id,
  reason: z.string().trim().min(1, TAG_MESSAGES.reasonRequired).max(500),
});

/** A data moderator's review of a member's proposal of a known tag for a media (ADR 67). */
export const AcceptMediaTagProposalPayload = z.object({ mediaId: Id, proposalId: Id });
export const DenyMediaTagProposalPayload = z.object({
  mediaId: Id,
  proposalId: Id,
  reason: z.string().trim().min(1, TAG_MESSAGES.reasonRequired).max(500),
});

export const SaveMediaTagVotePayload = z.object({ mediaId: Id, tagId: Id, vote: TagVote });
/**
 * A member proposes a known tag for a media; a data moderator's goes on at once (ADR 67). `description` is accepted
 * for the API's shape (core §7) and ignored: a known tag keeps its own.
 */
export const AddMediaTagPayload = z.object({
  mediaId: Id,
  name: TagName,
  isMediaSpoiler: z.boolean().default(false),
  description: TagDescription.optional(),
});
export const UpdateMediaTagPayload = z.object({ mediaId: Id, tagId: Id, isMediaSpoiler: z.boolean() });
export const DeleteMediaTagPayload = z.object({ mediaId: Id, tagId: Id });
