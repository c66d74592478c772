import { parsePosition, type LogPosition } from '@tsuzuki/event-store';
import { isObjectType, type GraphQLFieldMap, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { AppError, badInput, invalidToken } from '../../http/errors.ts';
import { RequestCost } from '../../http/requestCost.ts';
import type { ActivityWindow } from '../../live/activityHub.ts';
import { TooManyStreams } from '../../live/checkpointHub.ts';
import type { NotificationWindow } from '../../live/notificationHub.ts';
import type { ThreadWindow } from '../../live/threadHub.ts';
import { LoaderRegistry } from '../../loaders.ts';
import { findThreads, parseThreadFilter } from '../forum/threadQuery.ts';
import { asActivity } from '../social/activityResolvers.ts';
import { findActivities, parseActivityFilter, type ActivityFilter } from '../social/activityQuery.ts';
import { notificationsByIds, unreadCount } from '../social/notifications.ts';

const POSITION = /^\d{1,20}:\d{1,20}$/;
const NotificationsArgs = z.object({ after: z.string().regex(POSITION).nullish() });
const ActivitiesArgs = NotificationsArgs.extend({
  id: z.number().int().nullish(),
  userId: z.number().int().nullish(),
  mediaId: z.number().int().nullish(),
  isFollowing: z.boolean().nullish(),
  type_in: z
    .array(z.enum(['TEXT', 'ANIME_LIST', 'MANGA_LIST', 'MESSAGE', 'MEDIA_LIST']))
    .max(10)
    .nullish(),
  hasRepliesOrTypeText: z.boolean().nullish(),
});
type ActivitiesArgs = z.infer<typeof ActivitiesArgs>;
const ThreadArgs = NotificationsArgs.extend({ id: z.number().int() });

/** An activities update with the feed's own filter, to resolve its candidates as the feed's query would. */
interface ResolvedActivityWindow extends ActivityWindow {
  feed: ActivityFilter;
}

/** Each update resolves as a request of its own: fresh loaders (names, likes) and a fresh cost meter. */
function freshRequest(ctx: Context): void {
  ctx.loaders = new LoaderRegistry();
  ctx.cost = new RequestCost(ctx.cost.limit);
}

/**
 * One Subscription field: who may open it (a member, as Viewer answers a guest), on a process serving streams, with
 * which arguments (zod), and what each window resolves to. Returns the fields of its update type.
 */
function attach<S extends z.ZodType<{ after?: string | null }>, H, W>(
  schema: GraphQLSchema,
  field: string,
  updateType: string,
  o: {
    args: S;
    hub: (ctx: Context) => H | undefined;
    open: (hub: H, userId: number, args: z.infer<S>, after: LogPosition | null) => AsyncIterableIterator<W>;
    resolve?: (window: W, args: z.infer<S>) => unknown;
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller's resolvers name their window type
): GraphQLFieldMap<any, Context> {
  const subscription = schema.getSubscriptionType()!.getFields()[field]!;
  subscription.subscribe = (_root, args: unknown, ctx: Context) => {
    if (ctx.actor.kind !== 'user') throw invalidToken();
    const hub = o.hub(ctx);
    if (!hub) throw new AppError(503, 'UNAVAILABLE', 'Live updates are not available.');
    const parsed = o.args.safeParse(args);
    if (!parsed.success) throw badInput('Validation error.', { after: ['A log position, as an update gave it.'] });
    try {
      return o.open(hub, ctx.actor.id, parsed.data, parsed.data.after ? parsePosition(parsed.data.after) : null);
    } catch (err) {
      if (err instanceof TooManyStreams) throw new AppError(429, 'TOO_MANY_REQUESTS', err.message);
      throw err;
    }
  };
  subscription.resolve = (window: W, args: z.infer<S>, ctx: Context) => {
    freshRequest(ctx);
    return o.resolve ? o.resolve(window, args) : window;
  };
  const update = schema.getType(updateType);
  if (!isObjectType(update)) throw new Error(`${updateType} is not an object type`);
  return update.getFields();
}

/** The activities of `ids` the feed shows its member now, oldest first. */
async function inFeed(ctx: Context, feed: ActivityFilter, ids: number[]) {
  if (!ids.length) return [];
  const { rows } = await findActivities(ctx, { ...feed, id_in: ids, sort: ['ID'] }, 0, ids.length, { total: false });
  return rows.map(asActivity);
}

/**
 * The Subscription fields and what they resolve to (ADR 70, 71). Attached to the schema here, not through the
 * resolver map, because a subscription field has a `subscribe` beside its `resolve`.
 */
export function attachSubscriptions(schema: GraphQLSchema): GraphQLSchema {
  if (!schema.getSubscriptionType()) return schema;

  const notifications = attach(schema, 'Notifications', 'NotificationUpdate', {
    args: NotificationsArgs,
    hub: (ctx) => ctx.live,
    open: (hub, userId, _args, after) => hub.open(userId, after),
  });
  notifications.unreadNotificationCount!.resolve = (w: NotificationWindow, _a, ctx: Context) => unreadCount(ctx, { id: w.userId });
  notifications.notifications!.resolve = (w: NotificationWindow, _a, ctx: Context) => notificationsByIds(ctx, w.userId, w.ids);

  // A feed's or an activity page's changes, resolved for the stream's member with the feed's own filter.
  const activities = attach(schema, 'Activities', 'ActivityUpdate', {
    args: ActivitiesArgs,
    hub: (ctx) => ctx.liveActivities,
    open: (hub, userId, { after: _after, type_in, ...rest }, after) => {
      const types = type_in?.flatMap((t) => (t === 'MEDIA_LIST' ? ['ANIME_LIST', 'MANGA_LIST'] : [t])) ?? null;
      return hub.open(userId, { ...rest, types }, after);
    },
    resolve: (window: ActivityWindow, { after: _after, ...feed }: ActivitiesArgs): ResolvedActivityWindow => ({
      ...window,
      feed: parseActivityFilter(feed),
    }),
  });
  activities.activities!.resolve = (w: ResolvedActivityWindow, _a, ctx: Context) => inFeed(ctx, w.feed, w.posted);
  activities.updated!.resolve = (w: ResolvedActivityWindow, _a, ctx: Context) => inFeed(ctx, w.feed, w.changed);

  const thread = attach(schema, 'Thread', 'ThreadUpdate', {
    args: ThreadArgs,
    hub: (ctx) => ctx.liveThreads,
    open: (hub, userId, { id }, after) => hub.open(userId, id, after),
  });
  // Through the thread query's own filter (deleted, hidden), never the Thread query's resolver: that counts a view.
  thread.thread!.resolve = async (w: ThreadWindow, _a, ctx: Context) =>
    (await findThreads(ctx, parseThreadFilter({ id: w.threadId }), 0, 1, { total: false })).rows[0] ?? null;
  return schema;
}
