import { parsePosition } from '@tsuzuki/event-store';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { AppError, badInput, invalidToken } from '../../http/errors.ts';
import { RequestCost } from '../../http/requestCost.ts';
import { TooManyStreams, type NotificationWindow } from '../../live/notificationHub.ts';
import { LoaderRegistry } from '../../loaders.ts';
import { notificationsByIds, unreadCount } from '../social/notifications.ts';

const POSITION = /^\d{1,20}:\d{1,20}$/;
const NotificationsArgs = z.object({ after: z.string().regex(POSITION).nullish() });

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
    // As Viewer does: a request without a login learns its token is not valid.
    if (ctx.actor.kind !== 'user') throw invalidToken();
    if (!ctx.live) throw new AppError(503, 'UNAVAILABLE', 'Live updates are not available.');
    const parsed = NotificationsArgs.safeParse(args);
    if (!parsed.success) throw badInput('Validation error.', { after: ['A log position, as an update gave it.'] });
    try {
      return ctx.live.open(ctx.actor.id, parsed.data.after ? parsePosition(parsed.data.after) : null);
    } catch (err) {
      if (err instanceof TooManyStreams) throw new AppError(429, 'TOO_MANY_REQUESTS', err.message);
      throw err;
    }
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
  return schema;
}
