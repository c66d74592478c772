import { z } from 'zod';
import { defineEvent } from './define.ts';
import { SOCIAL_LIMITS, Mentions } from './social.ts';
import { Id } from './shapes.ts';

// The forum (social §2-§4, ADR 17). A thread and what is said about the thread itself (edits, likes, subscriptions,
// sticky and lock, its deletion) is one stream, `thread-<id>`. Its comments live in comment trees: a top-level
// comment and every reply under it are one stream, `commenttree-<rootCommentId>`, because a tree is what a moderator
// locks and what a reply must find its parent in. Page views arrive in batches, `threadviews-<hour>`.

export const FORUM_LIMITS = {
  title: 255,
  /** Characters of a thread body or a comment (markdown source). */
  body: 20000,
  comment: SOCIAL_LIMITS.text,
  categories: 10,
  mediaCategories: 10,
  reason: 1000,
  /** Threads one views batch may count. */
  viewedThreads: 1000,
} as const;

/**
 * AniList's forum categories, with its ids (6 is unused there too). Clients filter by these ids
 * (`threads(categoryId:)`), so they are fixed forever; `moderated` ones take threads from community moderators only.
 */
export const THREAD_CATEGORIES = [
  { id: 1, name: 'Anime' },
  { id: 2, name: 'Manga' },
  { id: 3, name: 'Light Novels' },
  { id: 4, name: 'Visual Novels' },
  { id: 5, name: 'Release Discussion' },
  { id: 7, name: 'General' },
  { id: 8, name: 'News' },
  { id: 9, name: 'Music' },
  { id: 10, name: 'Gaming' },
  { id: 11, name: 'Site Feedback' },
  { id: 12, name: 'Bug Reports' },
  { id: 13, name: 'Site Announcements', moderated: true },
  { id: 14, name: 'List Customisation' },
  { id: 15, name: 'Recommendations' },
  { id: 16, name: 'Forum Games' },
  { id: 17, name: 'Misc' },
  { id: 18, name: 'Apps' },
] as const satisfies readonly { id: number; name: string; moderated?: boolean }[];

export const threadCategoryById = (id: number) => THREAD_CATEGORIES.find((c) => c.id === id) ?? null;

export const ThreadTitle = z.string().trim().min(1).max(FORUM_LIMITS.title);
export const ThreadBody = z.string().trim().min(1).max(FORUM_LIMITS.body);
export const CommentText = z.string().trim().min(1).max(FORUM_LIMITS.comment);
export const ThreadCategoryIds = z.array(Id).max(FORUM_LIMITS.categories);
export const MediaCategoryIds = z.array(Id).max(FORUM_LIMITS.mediaCategories);

const Content = { title: ThreadTitle, body: ThreadBody, categories: ThreadCategoryIds, mediaCategories: MediaCategoryIds };

export const ThreadCreated = defineEvent(
  'ThreadCreated',
  1,
  ['forum', 'notifications'],
  z.object({
    threadId: Id,
    userId: Id,
    ...Content,
    isSticky: z.boolean(),
    isLocked: z.boolean(),
  }),
);

/** Facts every later event of a thread carries, so that read models never need its first event. */
const About = { threadId: Id, ownerId: Id };

/** The whole content as it now stands (the author or a community moderator changed some of it). */
export const ThreadEdited = defineEvent('ThreadEdited', 1, ['forum'], z.object({ ...About, editorId: Id, ...Content }));
export const ThreadStickyChanged = defineEvent('ThreadStickyChanged', 1, ['forum'], z.object({ ...About, isSticky: z.boolean(), by: Id }));
/** A locked thread takes new comments from community moderators only. */
export const ThreadLockChanged = defineEvent('ThreadLockChanged', 1, ['forum'], z.object({ ...About, isLocked: z.boolean(), by: Id }));
/** Its comment trees stay in their streams; read models drop them with the thread, and no command reaches them again. */
export const ThreadDeleted = defineEvent('ThreadDeleted', 1, ['forum', 'notifications'], z.object({ ...About, deletedBy: Id }));

export const ThreadLiked = defineEvent('ThreadLiked', 1, ['forum', 'notifications'], z.object({ ...About, userId: Id }));
export const ThreadUnliked = defineEvent('ThreadUnliked', 1, ['forum', 'notifications'], z.object({ ...About, userId: Id }));
/**
 * Explicit choices. Without one, the author and everyone who commented are subscribed (the read models record that
 * when they see the thread created or the comment posted, unless a choice came first).
 */
export const ThreadSubscribed = defineEvent('ThreadSubscribed', 1, ['forum', 'notifications'], z.object({ ...About, userId: Id }));
export const ThreadUnsubscribed = defineEvent('ThreadUnsubscribed', 1, ['forum', 'notifications'], z.object({ ...About, userId: Id }));

/** Facts every event of a comment tree carries. */
const Tree = { threadId: Id, rootCommentId: Id };

export const ThreadCommentPosted = defineEvent(
  'ThreadCommentPosted',
  1,
  ['forum', 'notifications'],
  z.object({
    ...Tree,
    commentId: Id,
    /** Null for the top-level comment that starts a tree (its id is rootCommentId). */
    parentCommentId: Id.nullable(),
    /** Who wrote the parent: they hear of the reply. */
    parentUserId: Id.nullable(),
    userId: Id,
    comment: CommentText,
    mentions: Mentions,
  }),
);

export const ThreadCommentEdited = defineEvent(
  'ThreadCommentEdited',
  1,
  ['forum', 'notifications'],
  z.object({
    ...Tree,
    commentId: Id,
    editorId: Id,
    comment: CommentText,
    mentions: Mentions,
  }),
);

/** A comment goes with every reply under it: `commentIds` is the comment and its descendants still standing. */
export const ThreadCommentDeleted = defineEvent(
  'ThreadCommentDeleted',
  1,
  ['forum', 'notifications'],
  z.object({
    ...Tree,
    commentId: Id,
    commentIds: z.array(Id).min(1).max(1_000_000),
    /** The comment's author. */
    userId: Id,
    deletedBy: Id,
  }),
);

const CommentLike = z.object({ ...Tree, commentId: Id, commentUserId: Id, userId: Id });
export const ThreadCommentLiked = defineEvent('ThreadCommentLiked', 1, ['forum', 'notifications'], CommentLike);
export const ThreadCommentUnliked = defineEvent('ThreadCommentUnliked', 1, ['forum', 'notifications'], CommentLike);

/** A community moderator locked or unlocked a tree: members can neither reply in it nor edit their comments. */
export const ThreadCommentLockChanged = defineEvent(
  'ThreadCommentLockChanged',
  1,
  ['forum'],
  z.object({
    ...Tree,
    isLocked: z.boolean(),
    by: Id,
  }),
);

/**
 * A member reported a comment to the moderators (social §5, §6), with their reason and the comment's text as it stood.
 * Written by the first build's ReportThreadComment command only: reports are now one model, the reported member's
 * UserReported (ADR 21). Kept so that logs from before still read; their rows stay in rm_forum.comment_reports.
 */
export const ThreadCommentReported = defineEvent(
  'ThreadCommentReported',
  1,
  ['forum'],
  z.object({
    ...Tree,
    commentId: Id,
    commentUserId: Id,
    reporterId: Id,
    reason: z.string().trim().min(1).max(FORUM_LIMITS.reason),
    comment: CommentText,
  }),
);

/**
 * Page views of threads, counted by a query-service process and recorded in one batch every few seconds (ADR 17):
 * the log grows with the number of flushes, not with traffic. `batchId` makes a retried batch count once.
 */
export const ThreadViewsCounted = defineEvent(
  'ThreadViewsCounted',
  1,
  ['forum'],
  z.object({
    batchId: z.string().min(1).max(100),
    views: z
      .array(z.object({ threadId: Id, views: z.number().int().positive() }))
      .min(1)
      .max(FORUM_LIMITS.viewedThreads),
  }),
);
