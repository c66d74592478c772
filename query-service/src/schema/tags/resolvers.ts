import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { mediaById, userById } from '../byId.ts';
import { OFFSET_CAP, pageWindow, PAGE_MAX } from '../page/paging.ts';
import { mergeResolvers, type Resolvers } from '../resolverTypes.ts';
import { viewerIsDataMod, viewerTagVotesOf, type TagSubmissionRow, type TagRow } from './loaders.ts';
import { tagMutationResolvers } from './mutations.ts';

type SubmissionArgs = { mediaId?: number | null; status?: string | null; page?: number | null; perPage?: number | null };

/** Data moderators read every submission, a member their own; a guest none. */
async function submissions(ctx: Context, a: SubmissionArgs): Promise<TagSubmissionRow[]> {
  if (ctx.actor.kind !== 'user') return [];
  const w = pageWindow(a.page, a.perPage, PAGE_MAX);
  if (w.offset >= OFFSET_CAP) return [];
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  if (!viewerIsDataMod(ctx)) where.push(`user_id = ${p(ctx.actor.id)}`);
  if (a.mediaId != null) where.push(`media_id = ${p(a.mediaId)}`);
  if (a.status != null) where.push(`status = ${p(a.status)}`);
  const { rows } = await ctx.db.query<TagSubmissionRow>(
    `SELECT * FROM ${T.tagSubmissions} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${p(w.perPage)} OFFSET ${p(w.offset)}`,
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
    MediaTagSubmissions: (_r, a, ctx) => submissions(ctx, a),
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
};

export const tagResolvers = mergeResolvers(queryResolvers, tagMutationResolvers);
