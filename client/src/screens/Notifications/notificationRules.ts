import { userPath } from '../../components/Nav/navLinks.ts';
import { mediaPath } from '../../format/slug.ts';

// /notifications (social §2, §7, §9): the feeds, the types each one shows, and the words and links of a notification.

export const NOTIFICATION_FEEDS = ['all', 'airing', 'activity', 'forum', 'follows', 'media'] as const;
export type NotificationFeed = (typeof NOTIFICATION_FEEDS)[number];

export const NOTIFICATIONS_PER_PAGE = 15;

const ACTIVITY_TYPES = [
  'ACTIVITY_MESSAGE',
  'ACTIVITY_MENTION',
  'ACTIVITY_REPLY',
  'ACTIVITY_REPLY_SUBSCRIBED',
  'ACTIVITY_LIKE',
  'ACTIVITY_REPLY_LIKE',
] as const;
const FORUM_TYPES = ['THREAD_COMMENT_MENTION', 'THREAD_COMMENT_REPLY', 'THREAD_SUBSCRIBED', 'THREAD_COMMENT_LIKE', 'THREAD_LIKE'] as const;
const MEDIA_TYPES = ['RELATED_MEDIA_ADDITION', 'MEDIA_DATA_CHANGE', 'MEDIA_MERGE', 'MEDIA_DELETION'] as const;

export type FeedType = (typeof ACTIVITY_TYPES | typeof FORUM_TYPES | typeof MEDIA_TYPES)[number] | 'AIRING' | 'FOLLOWING';

const FEED_TYPES: Record<Exclude<NotificationFeed, 'all'>, readonly FeedType[]> = {
  airing: ['AIRING'],
  activity: ACTIVITY_TYPES,
  forum: FORUM_TYPES,
  follows: ['FOLLOWING'],
  media: MEDIA_TYPES,
};

/** The types a feed asks for (the API's type_in); null for all, which leaves the choice to the viewer's options. */
export function feedTypes(feed: NotificationFeed): readonly FeedType[] | null {
  return feed === 'all' ? null : FEED_TYPES[feed];
}

/** The feed named in the URL (?feed=); none means all, and a name the page does not know gives null. */
export function parseFeed(value: string | null): NotificationFeed | null {
  if (value === null || value === '') return 'all';
  return (NOTIFICATION_FEEDS as readonly string[]).includes(value) ? (value as NotificationFeed) : null;
}

export const feedPath = (feed: NotificationFeed) => (feed === 'all' ? '/notifications' : `/notifications?feed=${feed}`);
export const feedLabel = (feed: NotificationFeed) => feed.charAt(0).toUpperCase() + feed.slice(1);

/** social §2: "No {feed} notifications"; the all feed says it without the feed's name. */
export const emptyText = (feed: NotificationFeed) => (feed === 'all' ? 'No notifications' : `No ${feed} notifications`);

/**
 * Unread at page open: the unread ones are the newest (ids grow in log order), so everything from the oldest unread
 * notification's id up is unread, in any feed; opening one takes it out.
 */
export function isUnread(id: number, oldestUnreadId: number | null, opened: ReadonlySet<number>): boolean {
  return oldestUnreadId !== null && id >= oldestUnreadId && !opened.has(id);
}

interface UserBrief {
  readonly name: string;
  readonly avatar?: { readonly large?: string | null } | null;
}
interface MediaBrief {
  readonly id: number;
  readonly type?: string | null;
  readonly title?: { readonly userPreferred?: string | null } | null;
  readonly coverImage?: { readonly medium?: string | null; readonly color?: string | null } | null;
}

/** The fields of NotificationUnion's members that the page reads (NotificationCard_notification). */
export interface NotificationData {
  readonly __typename: string;
  readonly context?: string | null;
  readonly contexts?: ReadonlyArray<string | null | undefined> | null;
  readonly episode?: number;
  readonly activityId?: number;
  readonly threadId?: number;
  readonly commentId?: number;
  readonly thread?: { readonly id: number; readonly title?: string | null } | null;
  readonly user?: UserBrief | null;
  readonly media?: MediaBrief | null;
  /** Catalogue notices (MEDIA_DATA_CHANGE, MEDIA_MERGE, MEDIA_DELETION). */
  readonly reason?: string | null;
  readonly deletedMediaTitle?: string | null;
  readonly deletedMediaTitles?: ReadonlyArray<string | null | undefined> | null;
}

export interface SentencePart {
  readonly text: string;
  readonly to?: string;
  /** The name a sentence starts with: a member's or a title. */
  readonly subject?: boolean;
}

export interface NotificationView {
  readonly parts: readonly SentencePart[];
  /** Where the notification leads: the activity, the follower's profile or the media page. */
  readonly link: string | null;
  readonly image: {
    readonly src: string | null;
    readonly color: string | null;
    readonly to: string | null;
    readonly kind: 'avatar' | 'cover';
  };
}

const ACTIVITY_TYPENAMES = new Set([
  'ActivityMessageNotification',
  'ActivityMentionNotification',
  'ActivityReplyNotification',
  'ActivityReplySubscribedNotification',
  'ActivityLikeNotification',
  'ActivityReplyLikeNotification',
]);
const FORUM_TYPENAMES = new Set([
  'ThreadCommentMentionNotification',
  'ThreadCommentReplyNotification',
  'ThreadCommentSubscribedNotification',
  'ThreadCommentLikeNotification',
  'ThreadLikeNotification',
]);
// AniList's pieces around the episode number and the title, in case the server sends none.
const AIRING_CONTEXTS = ['Episode ', ' of ', ' aired.'];
const RELATED_CONTEXT = ' was recently added to the site.';
// AniList's words for the catalogue notices, in case the server sends none.
const DATA_CHANGE_CONTEXT = ' received site data changes';
const MERGE_CONTEXT = ' have been merged into ';
const DELETION_CONTEXT = ' has been deleted from the site';
const withReason = (reason: string | null | undefined): SentencePart[] => (reason ? [{ text: `. Reason: ${reason}` }] : []);

/**
 * Who or what, the sentence (name + context [+ forum thread], or the airing contexts around episode and title) and the
 * links.
 */
export function describeNotification(n: NotificationData): NotificationView | null {
  if (n.__typename === 'AiringNotification' || n.__typename === 'RelatedMediaAdditionNotification') {
    const title = n.media?.title?.userPreferred ?? '';
    const to = n.media ? mediaPath(n.media.type, n.media.id, title) : null;
    const image = { src: n.media?.coverImage?.medium ?? null, color: n.media?.coverImage?.color ?? null, to, kind: 'cover' as const };
    const subject: SentencePart = to ? { text: title, to, subject: true } : { text: title, subject: true };
    if (n.__typename === 'RelatedMediaAdditionNotification')
      return { parts: [subject, { text: n.context ?? RELATED_CONTEXT }], link: to, image };
    const [before, between, after] = AIRING_CONTEXTS.map((fallback, i) => n.contexts?.[i] ?? fallback);
    return { parts: [{ text: `${before}${n.episode ?? ''}${between}` }, subject, { text: after! }], link: to, image };
  }
  if (n.__typename === 'MediaDataChangeNotification' || n.__typename === 'MediaMergeNotification') {
    const title = n.media?.title?.userPreferred ?? '';
    const to = n.media ? mediaPath(n.media.type, n.media.id, title) : null;
    const image = { src: n.media?.coverImage?.medium ?? null, color: n.media?.coverImage?.color ?? null, to, kind: 'cover' as const };
    const subject: SentencePart = to ? { text: title, to, subject: true } : { text: title, subject: true };
    if (n.__typename === 'MediaDataChangeNotification') {
      return { parts: [subject, { text: n.context ?? DATA_CHANGE_CONTEXT }, ...withReason(n.reason)], link: to, image };
    }
    const gone = (n.deletedMediaTitles ?? []).filter(Boolean).join(', ');
    return {
      parts: [{ text: gone, subject: true }, { text: n.context ?? MERGE_CONTEXT }, subject, ...withReason(n.reason)],
      link: to,
      image,
    };
  }
  if (n.__typename === 'MediaDeletionNotification') {
    const image = { src: null, color: null, to: null, kind: 'cover' as const };
    return {
      parts: [{ text: n.deletedMediaTitle ?? '', subject: true }, { text: n.context ?? DELETION_CONTEXT }, ...withReason(n.reason)],
      link: null,
      image,
    };
  }
  const isActivity = ACTIVITY_TYPENAMES.has(n.__typename);
  const isForum = FORUM_TYPENAMES.has(n.__typename);
  if (!isActivity && !isForum && n.__typename !== 'FollowingNotification') return null;
  const profile = n.user ? userPath(n.user.name) : null;
  const subject: SentencePart = profile ? { text: n.user!.name, to: profile, subject: true } : { text: 'Someone', subject: true };
  const image = { src: n.user?.avatar?.large ?? null, color: null, to: profile, kind: 'avatar' as const };
  const context = n.context ?? '';
  if (isForum) {
    // "… mentioned you, in the forum thread " and the thread's title; a deleted thread leaves the words alone.
    const threadId = n.thread?.id ?? n.threadId;
    const link = threadId == null ? null : `/forum/thread/${threadId}${n.commentId != null ? `/comment/${n.commentId}` : ''}`;
    const title = n.thread?.title;
    if (!title || !link) return { parts: [subject, { text: context.replace(/,?\s*$/, '') }], link, image };
    return { parts: [subject, { text: context }, { text: title, to: link, subject: true }], link, image };
  }
  const link = isActivity ? (n.activityId != null ? `/activity/${n.activityId}` : null) : profile;
  return { parts: [subject, link ? { text: context, to: link } : { text: context }], link, image };
}

/** The sentence as plain text: "Aki liked your activity.", "Episode 5 of Frieren aired." */
export const sentenceText = (view: NotificationView) => view.parts.map((part) => part.text).join('');
