import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import { pageList } from '../page/resolvers.ts';
import type { SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type {
  PageFollowersArgs,
  PageFollowingArgs,
  PageLikesArgs,
  QueryFollowerArgs,
  QueryFollowingArgs,
  QueryLikeArgs,
  Resolvers,
} from '../resolverTypes.ts';
import type { UserRow } from '../users/rows.ts';
import { visibleActivity } from './activityQuery.ts';
import { relationTo } from './loaders.ts';

const FollowArgs = z.object({
  userId: z.number().int(),
  sort: z
    .array(
      z.enum([
        'ID',
        'ID_DESC',
        'USERNAME',
        'USERNAME_DESC',
        'WATCHED_TIME',
        'WATCHED_TIME_DESC',
        'CHAPTERS_READ',
        'CHAPTERS_READ_DESC',
        'SEARCH_MATCH',
      ]),
    )
    .max(5)
    .nullish(),
});

/** The latest follows first, unless a sort names an order (time watched and chapters read order by name here). */
function userOrder(sort: z.infer<typeof FollowArgs>['sort']): string {
  const s = sort?.[0];
  if (s === 'ID') return 'u.id';
  if (s === 'ID_DESC') return 'u.id DESC';
  if (s === 'USERNAME_DESC') return 'u.name_lower DESC, u.id';
  if (s && s !== 'SEARCH_MATCH') return 'u.name_lower, u.id';
  return 'f.created_at DESC, u.id';
}

/**
 * Whom a member follows (`following`), or who follows them (`followers`). A follow is not shown while the followed
 * member blocks the follower (their stream still holds it; it returns when the block is lifted).
 */
export function findFollows(
  ctx: Context,
  a: QueryFollowingArgs | QueryFollowerArgs | PageFollowingArgs | PageFollowersArgs,
  direction: 'following' | 'followers',
  offset: number,
  limit: number,
  options: SliceOptions,
) {
  const parsed = FollowArgs.safeParse(a);
  if (!parsed.success) throw badInput('Validation error.', { userId: ['Required'] });
  const { userId, sort } = parsed.data;
  const [mine, theirs] = direction === 'following' ? ['user_id', 'following_id'] : ['following_id', 'user_id'];
  return fetchSlice<UserRow>(
    ctx.db,
    (p) => ({
      select: 'u.*',
      from: `FROM ${T.follows} f JOIN ${T.users} u ON u.id = f.${theirs}
      WHERE f.${mine} = ${p(userId)} AND NOT EXISTS (SELECT 1 FROM ${T.blocks} b WHERE b.user_id = f.following_id AND b.blocked_id = f.user_id)`,
      orderBy: userOrder(sort),
    }),
    offset,
    limit,
    options,
  );
}

/** Members who liked an activity or a reply, latest first (social §9: 5 a page). */
export function findLikers(ctx: Context, a: QueryLikeArgs | PageLikesArgs, offset: number, limit: number, options: SliceOptions) {
  const id = Number(a.likeableId);
  if (!Number.isInteger(id)) throw badInput('Validation error.', { likeableId: ['Required'] });
  if (a.type !== 'ACTIVITY' && a.type !== 'ACTIVITY_REPLY') return Promise.resolve({ rows: [] as UserRow[], total: 0, hasNextPage: false });
  return fetchSlice<UserRow>(
    ctx.db,
    (p) => {
      const which = a.type === 'ACTIVITY' ? `l.activity_id = ${p(id)} AND l.reply_id = 0` : `l.reply_id = ${p(id)}`;
      return {
        select: 'u.*',
        from: `FROM ${T.likes} l JOIN ${T.activities} a ON a.id = l.activity_id JOIN ${T.users} u ON u.id = l.user_id
        WHERE ${which} AND ${visibleActivity(ctx, p).join(' AND ')}`,
        orderBy: 'l.created_at DESC, u.id',
      };
    },
    offset,
    limit,
    options,
  );
}

const first = async <R>(rows: Promise<{ rows: R[] }>) => {
  const [row] = (await rows).rows;
  if (!row) throw notFound();
  return row;
};

export const followResolvers: Resolvers = {
  Query: {
    Following: (_r, a, ctx) => first(findFollows(ctx, a, 'following', 0, 1, { total: false })),
    Follower: (_r, a, ctx) => first(findFollows(ctx, a, 'followers', 0, 1, { total: false })),
    Like: (_r, a, ctx) => first(findLikers(ctx, a, 0, 1, { total: false })),
  },
  Page: {
    following: (state, a, ctx) => pageList(state, (w, o) => findFollows(ctx, a, 'following', w.offset, w.perPage, o)),
    followers: (state, a, ctx) => pageList(state, (w, o) => findFollows(ctx, a, 'followers', w.offset, w.perPage, o)),
    likes: (state, a, ctx) => pageList(state, (w, o) => findLikers(ctx, a, w.offset, w.perPage, o)),
  },
  User: {
    isFollowing: async (u, _a, ctx) => (await relationTo(ctx).load(u.id)).following,
    isFollower: async (u, _a, ctx) => (await relationTo(ctx).load(u.id)).follower,
    isBlocked: async (u, _a, ctx) => (await relationTo(ctx).load(u.id)).blocked,
  },
};
