// The payloads of forum commands: threads, comment trees, page views (command-service/src/forum).
import { z } from 'zod';
import { CommentText, FORUM_LIMITS, Id, MediaCategoryIds, ThreadBody, ThreadCategoryIds, ThreadTitle } from '../catalogue/index.ts';

/** A new thread, or an edit of one (threadId): only the fields given change; sticky and locked are for moderators. */
export const SaveThreadPayload = z.object({
  threadId: Id.optional(),
  title: ThreadTitle.optional(),
  body: ThreadBody.optional(),
  categories: ThreadCategoryIds.optional(),
  mediaCategories: MediaCategoryIds.optional(),
  isSticky: z.boolean().optional(),
  isLocked: z.boolean().optional(),
});
export const ThreadTargetPayload = z.object({ threadId: Id });
export const ToggleThreadSubscriptionPayload = z.object({ threadId: Id, subscribe: z.boolean() });

/**
 * `rootCommentId` names the comment tree, the stream a command on an existing comment decides in. The query-service
 * sets it from its read model (AniList addresses comments by their own id); a wrong one finds no such comment there
 * and is refused as not found. A new top-level comment has none: its fresh id is its tree's.
 */
export const SaveThreadCommentPayload = z.object({
  rootCommentId: Id.optional(),
  /** An edit (or a lock, for a top-level comment). */
  commentId: Id.optional(),
  threadId: Id.optional(),
  /** A reply to this comment. */
  parentCommentId: Id.optional(),
  comment: CommentText.optional(),
  isLocked: z.boolean().optional(),
});
export const CommentTargetPayload = z.object({ rootCommentId: Id, commentId: Id });

/**
 * Page views a query-service process counted since its last flush (ADR 17). `hour` (hours since the epoch, when the
 * batch was made) names the stream, so a retried batch meets its first recording; `batchId` is unique per batch.
 */
export const RecordThreadViewsPayload = z.object({
  hour: Id,
  batchId: z.string().min(1).max(100),
  views: z
    .array(z.object({ threadId: Id, views: z.number().int().positive().max(1_000_000_000) }))
    .min(1)
    .max(FORUM_LIMITS.viewedThreads),
});
