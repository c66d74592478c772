import { defaultAvatar } from '@tsuzuki/events/userDefaults';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import { commentById, treeOf, viewerForumLikes } from './loaders.ts';
import type { ThreadCommentRow } from './rows.ts';

const Id = z.number().int().nullish();
const CommentFilter = z.object({
  id: Id,
  threadId: Id,
  userId: Id,
  sort: z
    .array(z.enum(['ID', 'ID_DESC']))
    .max(2)
    .nullish(),
});
export type CommentFilter = z.infer<typeof CommentFilter>;

export function parseCommentFilter(args: Record<string, unknown>): CommentFilter {
  const parsed = CommentFilter.safeParse(args);
  if (!parsed.success) throw badInput('Validation error.', { sort: ['Unknown sort.'] });
  return parsed.data;
}

/**
 * A thread's comments are its top-level ones, each carrying its replies as childComments (social §9: 15 a page);
 * asked for by id or by member, any comment matches. Comments of deleted threads are gone from the read model.
 */
export function findComments(
  ctx: Context,
  f: CommentFilter,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<ThreadCommentRow>> {
  return fetchSlice<ThreadCommentRow>(
    ctx.db,
    (p) => {
      const c: string[] = [];
      if (f.id != null) c.push(`c.id = ${p(f.id)}`);
      if (f.threadId != null) c.push(`c.thread_id = ${p(f.threadId)}`);
      if (f.userId != null) c.push(`c.user_id = ${p(f.userId)}`);
      if (f.threadId != null && f.id == null && f.userId == null) c.push('c.parent_comment_id IS NULL');
      return {
        select: 'c.*',
        from: `FROM ${T.threadComments} c${c.length ? ` WHERE ${c.join(' AND ')}` : ''}`,
        orderBy: f.sort?.[0] === 'ID_DESC' ? 'c.id DESC' : 'c.id',
      };
    },
    offset,
    limit,
    options,
  );
}

/** A tree's lock, which its top-level comment holds. */
export async function isLocked(ctx: Context, c: ThreadCommentRow): Promise<boolean> {
  if (c.parent_comment_id === null) return c.is_locked;
  return (await commentById(ctx).load(c.root_comment_id))?.is_locked ?? false;
}

interface ChildComment {
  id: number;
  userId: number;
  threadId: number;
  comment: string;
  likeCount: number;
  isLiked: boolean;
  isLocked: boolean;
  createdAt: number;
  updatedAt: number;
  user: { id: number; name: string; avatar: { large: string; medium: string } } | null;
  childComments: ChildComment[] | null;
}

/**
 * AniList's childComments: the replies under a comment as JSON, each with the fields clients read (id, comment,
 * likeCount, isLiked, isLocked, createdAt, user { id name avatar }) and its own childComments; null without replies.
 */
export async function childComments(ctx: Context, c: ThreadCommentRow): Promise<ChildComment[] | null> {
  const tree = await treeOf(ctx).load(c.root_comment_id);
  const children = new Map<number, ThreadCommentRow[]>();
  for (const row of tree)
    if (row.parent_comment_id !== null) children.set(row.parent_comment_id, [...(children.get(row.parent_comment_id) ?? []), row]);
  if (!children.has(c.id)) return null;
  const below: ThreadCommentRow[] = [];
  const queue = [c.id];
  for (let i = 0; i < queue.length; i++) {
    for (const child of children.get(queue[i]!) ?? []) {
      below.push(child);
      queue.push(child.id);
    }
  }
  const [users, liked, locked] = await Promise.all([
    userById(ctx).loadMany([...new Set(below.map((r) => r.user_id))]),
    viewerForumLikes(ctx).loadMany(below.map((r) => `${r.thread_id}:${r.id}`)),
    isLocked(ctx, c),
  ]);
  const people = new Map(users.flatMap((u) => (u && !(u instanceof Error) ? [[u.id, u] as const] : [])));
  const likedIds = new Set(below.filter((_, i) => liked[i] === true).map((r) => r.id));
  const build = (parent: number): ChildComment[] | null => {
    const rows = children.get(parent);
    if (!rows) return null;
    return rows.map((r) => {
      const u = people.get(r.user_id);
      const avatar = defaultAvatar(r.user_id);
      return {
        id: r.id,
        userId: r.user_id,
        threadId: r.thread_id,
        comment: r.comment,
        likeCount: r.like_count,
        isLiked: likedIds.has(r.id),
        isLocked: locked,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
        user: u
          ? {
              id: u.id,
              name: u.name,
              avatar: { large: u.avatar_large ?? avatar.large, medium: u.avatar_medium ?? u.avatar_large ?? avatar.medium },
            }
          : null,
        childComments: build(r.id),
      };
    });
  };
  return build(c.id);
}
