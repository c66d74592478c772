import { describe, expect, it } from 'vitest';
import {
  describeNotification,
  emptyText,
  feedPath,
  feedTypes,
  isUnread,
  NOTIFICATION_FEEDS,
  parseFeed,
  sentenceText,
  type NotificationData,
} from './notificationRules.ts';

const aki = { name: 'Aki', avatar: { large: '/img/aki.png' } };
const frieren = {
  id: 21,
  type: 'ANIME',
  title: { userPreferred: "Frieren: Beyond Journey's End" },
  coverImage: { medium: '/c.png', color: '#123' },
};

describe('notification feeds (social §2, §9)', () => {
  it('are all, airing, activity, forum, follows and media, in that order', () => {
    expect(NOTIFICATION_FEEDS).toEqual(['all', 'airing', 'activity', 'forum', 'follows', 'media']);
  });

  it('each ask for their type group; all leaves the choice to the viewer options', () => {
    expect(feedTypes('all')).toBeNull();
    expect(feedTypes('airing')).toEqual(['AIRING']);
    expect(feedTypes('follows')).toEqual(['FOLLOWING']);
    expect(feedTypes('activity')).toEqual([
      'ACTIVITY_MESSAGE',
      'ACTIVITY_MENTION',
      'ACTIVITY_REPLY',
      'ACTIVITY_REPLY_SUBSCRIBED',
      'ACTIVITY_LIKE',
      'ACTIVITY_REPLY_LIKE',
    ]);
    expect(feedTypes('forum')).toEqual([
      'THREAD_COMMENT_MENTION',
      'THREAD_COMMENT_REPLY',
      'THREAD_SUBSCRIBED',
      'THREAD_COMMENT_LIKE',
      'THREAD_LIKE',
    ]);
    expect(feedTypes('media')).toEqual(['RELATED_MEDIA_ADDITION', 'MEDIA_DATA_CHANGE', 'MEDIA_MERGE', 'MEDIA_DELETION']);
  });

  it('no two feeds share a type', () => {
    const types = NOTIFICATION_FEEDS.flatMap((feed) => feedTypes(feed) ?? []);
    expect(new Set(types).size).toBe(types.length);
  });

  it('live in the URL: no feed is all, an unknown one is refused', () => {
    expect(parseFeed(null)).toBe('all');
    expect(parseFeed('')).toBe('all');
    expect(parseFeed('airing')).toBe('airing');
    expect(parseFeed('AIRING')).toBeNull();
    expect(parseFeed('threads')).toBeNull();
    expect(feedPath('all')).toBe('/notifications');
    expect(feedPath('follows')).toBe('/notifications?feed=follows');
  });

  it('say "No {feed} notifications" when empty', () => {
    expect(emptyText('airing')).toBe('No airing notifications');
    expect(emptyText('forum')).toBe('No forum notifications');
    expect(emptyText('all')).toBe('No notifications');
  });
});

describe('what a notification says and where it leads', () => {
  it('puts the member before the context and leads to the activity', () => {
    const view = describeNotification({
      __typename: 'ActivityLikeNotification',
      context: ' liked your activity.',
      activityId: 7,
      user: aki,
    })!;
    expect(sentenceText(view)).toBe('Aki liked your activity.');
    expect(view.link).toBe('/activity/7');
    expect(view.parts[0]).toEqual({ text: 'Aki', to: '/user/Aki/', subject: true });
    expect(view.image).toEqual({ src: '/img/aki.png', color: null, to: '/user/Aki/', kind: 'avatar' });
  });

  it('leads every activity kind to its activity, a follow to the follower', () => {
    const kinds = [
      'ActivityMessageNotification',
      'ActivityMentionNotification',
      'ActivityReplyNotification',
      'ActivityReplySubscribedNotification',
      'ActivityReplyLikeNotification',
    ];
    for (const kind of kinds)
      expect(describeNotification({ __typename: kind, context: ' x', activityId: 3, user: aki })!.link).toBe('/activity/3');
    const follow = describeNotification({ __typename: 'FollowingNotification', context: ' started following you.', user: aki })!;
    expect(sentenceText(follow)).toBe('Aki started following you.');
    expect(follow.link).toBe('/user/Aki/');
  });

  it('builds the airing sentence around the episode and the title, leading to the media page with its slug', () => {
    const airing: NotificationData = {
      __typename: 'AiringNotification',
      episode: 5,
      contexts: ['Episode ', ' of ', ' aired.'],
      media: frieren,
    };
    const view = describeNotification(airing)!;
    expect(sentenceText(view)).toBe("Episode 5 of Frieren: Beyond Journey's End aired.");
    expect(view.link).toBe('/anime/21/Frieren-Beyond-Journeys-End');
    expect(view.image).toEqual({ src: '/c.png', color: '#123', to: '/anime/21/Frieren-Beyond-Journeys-End', kind: 'cover' });
    expect(sentenceText(describeNotification({ ...airing, contexts: null })!)).toBe("Episode 5 of Frieren: Beyond Journey's End aired.");
  });

  it('names a related addition by its title', () => {
    const view = describeNotification({
      __typename: 'RelatedMediaAdditionNotification',
      context: ' was recently added to the site.',
      media: { ...frieren, type: 'MANGA' },
    })!;
    expect(sentenceText(view)).toBe("Frieren: Beyond Journey's End was recently added to the site.");
    expect(view.link).toBe('/manga/21/Frieren-Beyond-Journeys-End');
  });

  it('names the forum thread after the context and leads to the comment, or to the thread for a thread like', () => {
    const thread = { id: 14, title: 'Forum rules' };
    const mention = describeNotification({
      __typename: 'ThreadCommentMentionNotification',
      context: ' mentioned you, in the forum thread ',
      commentId: 99,
      thread,
      user: aki,
    })!;
    expect(sentenceText(mention)).toBe('Aki mentioned you, in the forum thread Forum rules');
    expect(mention.link).toBe('/forum/thread/14/comment/99');
    const like = describeNotification({
      __typename: 'ThreadLikeNotification',
      context: ' liked your forum thread, ',
      threadId: 14,
      thread,
      user: aki,
    })!;
    expect(sentenceText(like)).toBe('Aki liked your forum thread, Forum rules');
    expect(like.link).toBe('/forum/thread/14');
    const gone = describeNotification({
      __typename: 'ThreadLikeNotification',
      context: ' liked your forum thread, ',
      threadId: 14,
      thread: null,
      user: aki,
    })!;
    expect(sentenceText(gone)).toBe('Aki liked your forum thread');
  });

  it('still reads without its member, and skips kinds it does not know', () => {
    const view = describeNotification({
      __typename: 'ActivityReplyNotification',
      context: ' replied to your activity.',
      activityId: 9,
      user: null,
    })!;
    expect(sentenceText(view)).toBe('Someone replied to your activity.');
    expect(view.image.to).toBeNull();
    expect(describeNotification({ __typename: 'MediaSubmissionUpdateNotification' })).toBeNull();
  });

  it('tells of catalogue changes with the reason, the merged titles and a deleted title (ADR 22)', () => {
    const media = { id: 5, type: 'ANIME', title: { userPreferred: 'Frieren' }, coverImage: { medium: null, color: null } };
    const change = describeNotification({
      __typename: 'MediaDataChangeNotification',
      context: ' received site data changes',
      reason: 'Episode count fixed',
      media,
    })!;
    expect(sentenceText(change)).toBe('Frieren received site data changes. Reason: Episode count fixed');
    expect(change.link).toBe('/anime/5/Frieren');
    const merge = describeNotification({
      __typename: 'MediaMergeNotification',
      context: ' have been merged into ',
      deletedMediaTitles: ['Frieren (dup)'],
      media,
    })!;
    expect(sentenceText(merge)).toBe('Frieren (dup) have been merged into Frieren');
    const deletion = describeNotification({
      __typename: 'MediaDeletionNotification',
      context: ' has been deleted from the site',
      deletedMediaTitle: 'Gone',
      reason: null,
    })!;
    expect(sentenceText(deletion)).toBe('Gone has been deleted from the site');
    expect(deletion.link).toBeNull();
  });
});

describe('unread at page open', () => {
  it('is every notification from the oldest unread one up, until opened', () => {
    expect(isUnread(12, 10, new Set())).toBe(true);
    expect(isUnread(10, 10, new Set())).toBe(true);
    expect(isUnread(9, 10, new Set())).toBe(false);
    expect(isUnread(12, 10, new Set([12]))).toBe(false);
    expect(isUnread(12, null, new Set())).toBe(false);
  });
});
