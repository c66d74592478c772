import { parsePosition } from '@tsuzuki/event-store';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { AppError, badInput, invalidToken } from '../../http/errors.ts';
import { RequestCost } from '../../http/requestCost.ts';
import type { ActivityWindow } from '../../live/activityHub.ts';
import { TooManyStreams } from '../../live/checkpointHub.ts';
import type { NotificationWindow } from '../../live/notificationHub.ts';
import { LoaderRegistry } from '../../loaders.ts';
import { asActivity } from '../social/activityResolvers.ts';
import { findActivities, parseActivityFilter, type ActivityFilter } from '../social/activityQuery.ts';
import { notificationsByIds, unreadCount } from '../social/notifications.ts';
import { findThreads, parseThreadFilter } from '../forum/threadQuery.ts';
import type { ThreadWindow } from '../../live/threadHub.ts';

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

/** An activities update with the feed's own filter, to resolve its candidates as the feed's query would. */
interface ResolvedActivityWindow extends ActivityWindow {
  feed: ActivityFilter;
}

/** Who may open a stream, with which arguments: a member (as Viewer answers a guest), on a process serving streams. */
function member(ctx: Context): number {
  if (ctx.actor.kind !== 'user') throw invalidToken();
  return ctx.actor.id;
}

function opened<W>(open: () => AsyncIterableIterator<W>): AsyncIterableIterator<W> {
  try {
    return open();
  } catch (err) {
    if (err instanceof TooManyStreams) throw new AppError(429, 'TOO_MANY_REQUESTS', err.message);
    throw err;
  }
}

const unavailable = () => new AppError(503, 'UNAVAILABLE', 'Live updates are not available.');
const badPosition = () => badInput('Validation error.', { after: ['A log position, as an update gave it.'] });

/** The activities of `ids` the feed shows its member now, oldest first. */
async function inFeed(ctx: Context, feed: ActivityFilter, ids: number[]) {
  if (!ids.length) return [];
  const { rows } = await findActivities(ctx, { ...feed, id_in: ids, sort: ['ID'] }, 0, ids.length, { total: false });
  return rows.map(asActivity);
}

/** Each update resolves as a request of its own: fresh loaders (names, likes) and a fresh cost meter. */
function freshRequest(ctx: Context): void {
  ctx.loaders = new LoaderRegistry();
  ctx.cost = new RequestCost(ctx.cost.limit);
}

/**
 * The Subscription fields and what they resolve to (ADR 70). Attached to the schema here, not through the resolver
 * map, because a subscription field has a `subscribe` beside its `resolve`.
 */
export function attachSubscriptions(schema: GraphQLSchema): GraphQLSchema {
  const subscription = schema.getSubscriptionType();
  if (!subscription) return schema;
  const notifications = subscription.getFields().Notifications!;
  notifications.subscribe = (_root, args: unknown, ctx: Context) => {
    const userId = member(ctx);
    if (!ctx.live) throw unavailable();
    const parsed = NotificationsArgs.safeParse(args);
    if (!parsed.success) throw badPosition();
    const live = ctx.live;
    return opened(() => live.open(userId, parsed.data.after ? parsePosition(parsed.data.after) : null));
  };
  notifications.resolve = (window: NotificationWindow, _args, ctx: Context) => {
    freshRequest(ctx);
    return window;
  };
  const update = schema.getType('NotificationUpdate');
  if (!isObjectType(update)) throw new Error('NotificationUpdate is not an object type');
  const fields = update.getFields();
  fields.unreadNotificationCount!.resolve = (w: NotificationWindow, _a, ctx: Context) => unreadCount(ctx, { id: w.userId });
  fields.notifications!.resolve = (w: NotificationWindow, _a, ctx: Context) => notificationsByIds(ctx, w.userId, w.ids);
  attachActivities(schema);
  attachThread(schema);
  return schema;
}

/** Subscription.Activities (ADR 71): a feed's or an activity page's changes, resolved for the stream's member. */
function attachActivities(schema: GraphQLSchema): void {
  const activities = schema.getSubscriptionType()!.getFields().Activities!;
  activities.subscribe = (_root, args: unknown, ctx: Context) => {
    const userId = member(ctx);
    if (!ctx.liveActivities) throw unavailable();
    const parsed = ActivitiesArgs.safeParse(args);
    if (!parsed.success) throw badPosition();
    const { after, type_in, ...rest } = parsed.data;
    const types = type_in?.flatMap((t) => (t === 'MEDIA_LIST' ? ['ANIME_LIST', 'MANGA_LIST'] : [t])) ?? null;
    const hub = ctx.liveActivities;
    return opened(() => hub.open(userId, { ...rest, types }, after ? parsePosition(after) : null));
  };
  activities.resolve = (window: ActivityWindow, args: ActivitiesArgs, ctx: Context): ResolvedActivityWindow => {
    freshRequest(ctx);
    const { after: _after, ...feed } = args;
    return { ...window, feed: parseActivityFilter(feed) };
  };
  const update = schema.getType('ActivityUpdate');
  if (!isObjectType(update)) throw new Error('ActivityUpdate is not an object type');
  const fields = update.getFields();
  fields.activities!.resolve = (w: ResolvedActivityWindow, _a, ctx: Context) => inFeed(ctx, w.feed, w.posted);
  fields.updated!.resolve = (w: ResolvedActivityWindow, _a, ctx: Context) => inFeed(ctx, w.feed, w.changed);
}

const ThreadArgs = NotificationsArgs.extend({ id: z.number().int() });

/** Subscription.Thread (ADR 71): an open thread page's thread each time it changes, as the viewer may see it. */
function attachThread(schema: GraphQLSchema): void {
  const thread = schema.getSubscriptionType()!.getFields().Thread!;
  thread.subscribe = (_root, args: unknown, ctx: Context) => {
    const userId = member(ctx);
    if (!ctx.liveThreads) throw unavailable();
    const parsed = ThreadArgs.safeParse(args);
    if (!parsed.success) throw badPosition();
    const hub = ctx.liveThreads;
    return opened(() => hub.open(userId, parsed.data.id, parsed.data.after ? parsePosition(parsed.data.after) : null));
  };
  thread.resolve = (window: ThreadWindow, _args, ctx: Context) => {
    freshRequest(ctx);
    return window;
  };
  const update = schema.getType('ThreadUpdate');
  if (!isObjectType(update)) throw new Error('ThreadUpdate is not an object type');
  // Through the thread query's own filter (deleted, hidden), never the Thread query's resolver: that counts a view.
  update.getFields().thread!.resolve = async (w: ThreadWindow, _a, ctx: Context) =>
    (await findThreads(ctx, parseThreadFilter({ id: w.threadId }), 0, 1, { total: false })).rows[0] ?? null;
}
