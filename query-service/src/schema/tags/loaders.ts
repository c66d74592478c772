import { isDataMod } from '@tsuzuki/events/roles';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import type { TagOnMedia } from '../media/loaders.ts';
import type { MediaTagProposalRow, TagRow, TagSubmissionRow } from '@tsuzuki/projection-service/rows/tags';

export type { MediaTagProposalRow, TagRow, TagSubmissionRow };

/** Data moderators see who put a tag on a media and every submission (core §6). */
export const viewerIsDataMod = (ctx: Context) => ctx.actor.kind === 'user' && isDataMod(ctx.actor.moderatorRoles);

/** The viewer's votes on each media's tags: media id → tag id → level. */
export const viewerTagVotesOf = (ctx: Context) =>
  ctx.loaders.get<number, Map<number, number>>('tags.viewerVotes', async (mediaIds) => {
    const byMedia = new Map(mediaIds.map((id) => [id, new Map<number, number>()]));
    if (ctx.actor.kind !== 'user') return mediaIds.map((id) => byMedia.get(id)!);
    const { rows } = await ctx.db.query<{ media_id: number; tag_id: number; vote: number }>(
      `SELECT media_id, tag_id, vote FROM ${T.mediaTagVotes} WHERE user_id = $1 AND media_id = ANY($2::int[])`,
      [ctx.actor.id, mediaIds],
    );
    for (const r of rows) byMedia.get(r.media_id)?.set(r.tag_id, r.vote);
    return mediaIds.map((id) => byMedia.get(id)!);
  });

/** One tag as one media has it now (null: not on it). */
export async function tagOnMedia(ctx: Context, mediaId: number, where: { tagId: number } | { name: string }): Promise<TagOnMedia | null> {
  const byId = 'tagId' in where;
  const { rows } = await ctx.db.query<TagOnMedia>(
    `SELECT mt.media_id, mt.rank, mt.is_media_spoiler, mt.user_id, t.id, t.name, t.description, t.category, t.is_general_spoiler, t.is_adult
       FROM ${T.mediaTags} mt JOIN ${T.tags} t ON t.id = mt.tag_id
      WHERE mt.media_id = $1 AND ${byId ? 't.id = $2' : 'lower(t.name) = lower($2)'}`,
    [mediaId, byId ? where.tagId : where.name.trim()],
  );
  return rows[0] ?? null;
}

export async function submissionById(ctx: Context, id: number): Promise<TagSubmissionRow | null> {
  const { rows } = await ctx.db.query<TagSubmissionRow>(`SELECT * FROM ${T.tagSubmissions} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** What holds a tag name: a known tag, or the latest submission of it (waiting or denied). */
export async function nameHolder(ctx: Context, name: string): Promise<{ tag: boolean; submission: TagSubmissionRow | null }> {
  const { rows } = await ctx.db.query<{ tag: boolean; submission: TagSubmissionRow | null }>(
    `SELECT EXISTS (SELECT 1 FROM ${T.tags} WHERE lower(name) = lower($1)) AS tag,
            (SELECT to_jsonb(s) FROM ${T.tagSubmissions} s WHERE lower(s.name) = lower($1) ORDER BY s.id DESC LIMIT 1) AS submission`,
    [name.trim()],
  );
  return rows[0]!;
}

export async function proposalById(ctx: Context, id: number): Promise<MediaTagProposalRow | null> {
  const { rows } = await ctx.db.query<MediaTagProposalRow>(`SELECT * FROM ${T.mediaTagProposals} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The viewer's newest proposal of the tag of this name for this media (what their AddMediaTag made). */
export async function newestProposal(ctx: Context, userId: number, mediaId: number, name: string): Promise<MediaTagProposalRow | null> {
  const { rows } = await ctx.db.query<MediaTagProposalRow>(
    `SELECT p.* FROM ${T.mediaTagProposals} p JOIN ${T.tags} t ON t.id = p.tag_id
      WHERE p.user_id = $1 AND p.media_id = $2 AND lower(t.name) = lower($3) ORDER BY p.id DESC LIMIT 1`,
    [userId, mediaId, name.trim()],
  );
  return rows[0] ?? null;
}

/** Tags by id, for the proposals' `tag`. */
export const tagById = (ctx: Context) =>
  ctx.loaders.get<number, TagRow | null>('tags.byId', async (ids) => {
    const { rows } = await ctx.db.query<TagRow>(`SELECT * FROM ${T.tags} WHERE id = ANY($1::int[])`, [ids]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
