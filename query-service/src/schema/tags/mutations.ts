import { TAG_MESSAGES as M, type ProjectionName } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { AppError, badInput } from '../../http/errors.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { viewerId } from '../users/viewer.ts';
import { nameHolder, newestProposal, proposalById, submissionById, tagOnMedia } from './loaders.ts';

// Every answer below is read from the tags read model (media tags, votes, submissions); the command-service decides.
// The media page's documents hold each media's tags (ADR 72): the next page read shows the change too.
const TAG_READS: ProjectionName[] = ['tags', 'mediapages'];

const int = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badInput('Validation error.', { [field]: ['Required'] });
  return value;
};
const text = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || !value.trim()) throw badInput('Validation error.', { [field]: ['Required'] });
  return value;
};
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/**
 * Why a new tag cannot be submitted under this name, as the submitter is told after "Tag already denied or awaiting
 * approval, reason:" (core §8): a known tag, one waiting for review, or a denial with the moderator's reason. The
 * command-service's name reservation refuses the same names (with a general reason) if two submissions race.
 */
async function refuseTakenName(ctx: Context, name: string): Promise<void> {
  const holder = await nameHolder(ctx, name);
  if (holder.tag) throw new AppError(409, 'CONFLICT', M.exists);
  if (holder.submission?.status === 'PENDING') throw new AppError(409, 'CONFLICT', M.awaitingReview);
  if (holder.submission?.status === 'DENIED') throw new AppError(409, 'CONFLICT', M.denied(holder.submission.reason ?? ''));
}

/** The stream a proposal's review goes to is its media's: found in the read model (as submissions are, ADR 22). */
async function proposalToReview(ctx: Context, id: unknown): Promise<{ mediaId: number; proposalId: number }> {
  const proposal = await proposalById(ctx, int(id, 'id'));
  if (!proposal) throw new AppError(404, 'NOT_FOUND', M.proposalNotFound);
  return { mediaId: proposal.media_id, proposalId: proposal.id };
}

export const tagMutationResolvers: Resolvers = {
  Mutation: {
    SaveMediaTagVote: async (_r, a, ctx) => {
      viewerId(ctx);
      const mediaId = int(a.mediaId, 'mediaId');
      const tagId = int(a.tagId, 'tagId');
      const vote = int(a.vote, 'vote');
      await ctx.commands.send('SaveMediaTagVote', { mediaId, tagId, vote }, { projections: TAG_READS });
      const tag = await tagOnMedia(ctx, mediaId, { tagId });
      return { mediaId, tagId, vote, rank: tag?.rank ?? null, tag };
    },
    // A member's proposal waits for review (PENDING); a data moderator's is ACCEPTED and on the media (ADR 67).
    AddMediaTag: async (_r, a, ctx) => {
      const userId = viewerId(ctx);
      const mediaId = int(a.mediaId, 'mediaId');
      const name = text(a.name, 'name');
      await ctx.commands.send(
        'AddMediaTag',
        { mediaId, name, isMediaSpoiler: flag(a.isMediaSpoiler) ?? false },
        { projections: TAG_READS },
      );
      return newestProposal(ctx, userId, mediaId, name);
    },
    AcceptMediaTagProposal: async (_r, a, ctx) => {
      viewerId(ctx);
      const proposal = await proposalToReview(ctx, a.id);
      await ctx.commands.send('AcceptMediaTagProposal', proposal, { projections: TAG_READS });
      return proposalById(ctx, proposal.proposalId);
    },
    DenyMediaTagProposal: async (_r, a, ctx) => {
      viewerId(ctx);
      const proposal = await proposalToReview(ctx, a.id);
      const reason = typeof a.reason === 'string' ? a.reason : '';
      await ctx.commands.send('DenyMediaTagProposal', { ...proposal, reason }, { projections: TAG_READS });
      return proposalById(ctx, proposal.proposalId);
    },
    CreateMediaTag: async (_r, a, ctx) => {
      viewerId(ctx);
      const mediaId = int(a.mediaId, 'mediaId');
      const name = text(a.name, 'name');
      await refuseTakenName(ctx, name);
      const description = typeof a.description === 'string' && a.description.trim() ? a.description : null;
      const payload = { mediaId, name, description, isMediaSpoiler: flag(a.isMediaSpoiler) ?? false, isAdult: flag(a.isAdult) ?? false };
      const result = await ctx.commands.send('SubmitMediaTag', payload, { projections: TAG_READS });
      return submissionById(ctx, result.ids.tagId!);
    },
    UpdateMediaTag: async (_r, a, ctx) => {
      viewerId(ctx);
      const mediaId = int(a.mediaId, 'mediaId');
      const tagId = int(a.tagId, 'tagId');
      const isMediaSpoiler = flag(a.isMediaSpoiler);
      if (isMediaSpoiler === undefined) throw badInput('Validation error.', { isMediaSpoiler: ['Required'] });
      await ctx.commands.send('UpdateMediaTag', { mediaId, tagId, isMediaSpoiler }, { projections: TAG_READS });
      return tagOnMedia(ctx, mediaId, { tagId });
    },
    DeleteMediaTag: async (_r, a, ctx) => {
      viewerId(ctx);
      await ctx.commands.send(
        'DeleteMediaTag',
        { mediaId: int(a.mediaId, 'mediaId'), tagId: int(a.tagId, 'tagId') },
        { projections: TAG_READS },
      );
      return { deleted: true };
    },
    AcceptMediaTagSubmission: async (_r, a, ctx) => {
      viewerId(ctx);
      const tagId = int(a.id, 'id');
      const payload = {
        tagId,
        ...(typeof a.category === 'string' ? { category: a.category.trim() || null } : {}),
        ...(typeof a.description === 'string' ? { description: a.description.trim() || null } : {}),
        ...(flag(a.isGeneralSpoiler) !== undefined ? { isGeneralSpoiler: flag(a.isGeneralSpoiler) } : {}),
      };
      await ctx.commands.send('AcceptMediaTagSubmission', payload, { projections: TAG_READS });
      return submissionById(ctx, tagId);
    },
    DenyMediaTagSubmission: async (_r, a, ctx) => {
      viewerId(ctx);
      const tagId = int(a.id, 'id');
      await ctx.commands.send(
        'DenyMediaTagSubmission',
        { tagId, reason: typeof a.reason === 'string' ? a.reason : '' },
        { projections: TAG_READS },
      );
      return submissionById(ctx, tagId);
    },
  },
};
