import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { mediaById, userById } from '../byId.ts';
import { OFFSET_CAP, pageWindow, PAGE_MAX } from '../page/paging.ts';
import { mergeResolvers, type Resolvers } from '../resolverTypes.ts';
import { tagById, viewerIsDataMod, viewerTagVotesOf, type MediaTagProposalRow, type TagSubmissionRow, type TagRow } from './loaders.ts';
import { tagMutationResolvers } from './mutations.ts';

type SubmissionArgs = { mediaId?: number | null; status?: string | null; page?: number | null; perPage?: number | null };

/**
 * A review queue, newest first: new tags (tag_submissions) or known tags proposed for a media (media_tag_proposals,
 * ADR 67). Data moderators read every one, a member their own; a guest none.
 */
async function reviewQueue<R extends object>(ctx: Context, table: string, a: SubmissionArgs): Promise<R[]> {
  if (ctx.actor.kind !== 'user') return [];
  const w = pageWindow(a.page, a.perPage, PAGE_MAX);
  if (w.offset >= OFFSET_CAP) return [];
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  if (!viewerIsDataMod(ctx)) where.push(`user_id = ${p(ctx.actor.id)}`);
  if (a.mediaId != null) where.push(`media_id = ${p(a.mediaId)}`);
  if (a.status != null) where.push(`status = ${p(a.status)}`);
  const { rows } = await ctx.db.query<R>(
    `SELECT * FROM ${table} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${p(w.perPage)} OFFSET ${p(w.offset)}`,
    params,
  );
  return rows;
}

// Rows from rm_tags.tags (collection) or joined with media_tags (Media.tags, which adds rank, spoiler and adder).
const queryResolvers: Resolvers = {
  Query: {
    MediaTagCollection: async (_r, _a, ctx) => {
      const { rows } = await ctx.db.query<TagRow>(`SELECT * FROM ${T.tags} ORDER BY category NULLS LAST, lower(name)`);
      return rows;
    },
    MediaTagSubmissions: (_r, a, ctx) => reviewQueue<TagSubmissionRow>(ctx, T.tagSubmissions, a),
    MediaTagProposals: (_r, a, ctx) => reviewQueue<MediaTagProposalRow>(ctx, T.mediaTagProposals, a),
  },
  MediaTag: {
    rank: (t) => t.rank ?? null,
    isGeneralSpoiler: (t) => t.is_general_spoiler,
    isMediaSpoiler: (t) => t.is_media_spoiler ?? null,
    isAdult: (t) => t.is_adult,
    userId: (t, _a, ctx) => (viewerIsDataMod(ctx) ? (t.user_id ?? null) : null),
    user: (t, _a, ctx) => (viewerIsDataMod(ctx) && t.user_id != null ? userById(ctx).load(t.user_id) : null),
    userVote: async (t, _a, ctx) => {
      if (t.media_id == null || ctx.actor.kind !== 'user') return null;
      return (await viewerTagVotesOf(ctx).load(t.media_id)).get(t.id) ?? null;
    },
  },
  MediaTagSubmission: {
    isAdult: (s) => s.is_adult,
    isMediaSpoiler: (s) => s.is_media_spoiler,
    mediaId: (s) => s.media_id,
    media: (s, _a, ctx) => mediaById(ctx).load(s.media_id),
    userId: (s) => s.user_id,
    user: (s, _a, ctx) => userById(ctx).load(s.user_id),
    createdAt: (s) => s.created_at,
  },
  MediaTagProposal: {
    mediaId: (p) => p.media_id,
    media: (p, _a, ctx) => mediaById(ctx).load(p.media_id),
    tagId: (p) => p.tag_id,
    tag: (p, _a, ctx) => tagById(ctx).load(p.tag_id),
    isMediaSpoiler: (p) => p.is_media_spoiler,
    userId: (p) => p.user_id,
    user: (p, _a, ctx) => userById(ctx).load(p.user_id),
    createdAt: (p) => p.created_at,
  },
};

export const tagResolvers = mergeResolvers(queryResolvers, tagMutationResolvers);
