// The payloads of social commands: activities, follows and blocks, notifications, airing (command-service/src/social).
import { z } from 'zod';
import { ActivityText, Id } from '../catalogue/index.ts';

/**
 * Set by the query-service, never by a client: the member whose list stream holds a list activity's birth (its
 * activities read model knows). A wrong one finds no such activity there and the command is refused as not found.
 */
const listOwnerId = Id.optional();
const target = { activityId: Id, listOwnerId };

/** `asMod`: a community moderator posts a new status or message as the ModChan account (ADR 21). */
export const SaveTextActivityPayload = z.object({ activityId: Id.optional(), text: ActivityText, asMod: z.boolean().optional() });
export const SaveMessageActivityPayload = z.object({
  activityId: Id.optional(),
  recipientId: Id.optional(),
  text: ActivityText,
  isPrivate: z.boolean().optional(),
  asMod: z.boolean().optional(),
});
export const ActivityTargetPayload = z.object(target);
export const ToggleActivitySubscriptionPayload = z.object({ ...target, subscribe: z.boolean() });
export const ToggleActivityPinPayload = z.object({ ...target, pin: z.boolean() });
export const LockActivityPayload = z.object({ ...target, locked: z.boolean() });
export const SaveActivityReplyPayload = z.object({ ...target, replyId: Id.optional(), text: ActivityText });
export const ReplyTargetPayload = z.object({ ...target, replyId: Id });

/** `otherId`: the member to follow or block (AniList's ToggleFollow and ToggleUserBlock take it as userId). */
export const SocialGraphPayload = z.object({ userId: Id.optional(), otherId: Id });

/** `upTo`: the log position of the newest notification the member was shown ("<txid>:<pos>"). */
export const ResetNotificationCountPayload = z.object({ userId: Id.optional(), upTo: z.string().regex(/^\d+:\d+$/) });

export const RecordEpisodeAiredPayload = z.object({
  mediaId: Id,
  episode: z.number().int().min(0).max(100000),
  airingAt: z.number().int(),
});
