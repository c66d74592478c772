import { describe, expect, it } from 'vitest';
import {
  announcementKey,
  isAnnouncementShown,
  parseAnnouncement,
  parseDismissed,
  withDismissed,
  type Announcement,
} from './announcement.ts';
import { homeFeedFilter, MEMBER_DEFAULT, parseFeedPreference } from './feedPreference.ts';

describe('home feed preference (core §4, key default-activity)', () => {
  it('reads what was stored, field by field', () => {
    expect(parseFeedPreference('{"type":"global","filter":"text"}')).toEqual({ type: 'global', filter: 'text' });
    expect(parseFeedPreference('{"type":"global","filter":"progress"}')).toEqual({ type: 'global', filter: 'all' });
  });

  it('falls back to following + all when nothing or rubbish is stored', () => {
    expect(parseFeedPreference(null)).toEqual(MEMBER_DEFAULT);
    expect(parseFeedPreference('not json')).toEqual(MEMBER_DEFAULT);
    expect(parseFeedPreference('null')).toEqual(MEMBER_DEFAULT);
    expect(MEMBER_DEFAULT).toEqual({ type: 'following', filter: 'all' });
  });

  it('asks for statuses or list activity, of followed members or everyone', () => {
    expect(homeFeedFilter({ type: 'following', filter: 'text' })).toEqual({ isFollowing: true, types: ['TEXT'] });
    expect(homeFeedFilter({ type: 'global', filter: 'list' })).toEqual({ isFollowing: false, types: ['MEDIA_LIST'] });
    expect(homeFeedFilter({ type: 'following', filter: 'all' })).toEqual({
      isFollowing: true,
      types: ['TEXT', 'MEDIA_LIST'],
      hasRepliesOrTypeText: false,
    });
    expect(homeFeedFilter({ type: 'global', filter: 'all' })).toMatchObject({ isFollowing: false, hasRepliesOrTypeText: true });
  });
});

describe('announcement (core §3, §4)', () => {
  const now = Date.UTC(2025, 5, 1, 12);
  const announcement = (more: Record<string, unknown> = {}) =>
    parseAnnouncement({ id: 7, message: ' Maintenance tonight ', forumPath: '/forum/thread/9', ...more });

  it('reads id, message, forum path and expiry', () => {
    expect(announcement({ expireAt: 1_750_000_000 })).toEqual({
      id: '7',
      message: 'Maintenance tonight',
      forumPath: '/forum/thread/9',
      expireAt: 1_750_000_000_000,
    });
    expect(announcement({ expireAt: '2025-06-02T00:00:00Z' })?.expireAt).toBe(Date.UTC(2025, 5, 2));
    expect(announcement({ forumPath: 'https://elsewhere.example/x' })?.forumPath).toBeNull();
    expect(announcement({ forumPath: '//elsewhere.example/x' })?.forumPath).toBeNull();
  });

  it('is nothing without an id or a message', () => {
    expect(parseAnnouncement({ message: 'x' })).toBeNull();
    expect(parseAnnouncement({ id: 1, message: '  ' })).toBeNull();
    expect(parseAnnouncement('nope')).toBeNull();
    expect(parseAnnouncement(null)).toBeNull();
  });

  it('hides once dismissed (per id) or expired', () => {
    const shown = announcement({ expireAt: now / 1000 + 60 }) as Announcement;
    expect(isAnnouncementShown(shown, [], now)).toBe(true);
    expect(isAnnouncementShown(shown, ['7'], now)).toBe(false);
    expect(isAnnouncementShown(shown, ['6'], now)).toBe(true);
    expect(isAnnouncementShown(shown, [], now + 61_000)).toBe(false);
    expect(isAnnouncementShown(announcement() as Announcement, [], now)).toBe(true);
  });

  it('remembers dismissed ids, the latest twenty', () => {
    expect(parseDismissed('["3","4"]')).toEqual(['3', '4']);
    expect(parseDismissed('{')).toEqual([]);
    expect(withDismissed(['3', '4'], '3')).toEqual(['4', '3']);
    expect(
      withDismissed(
        Array.from({ length: 20 }, (_, i) => String(i)),
        'x',
      ),
    ).toHaveLength(20);
  });

  it('is asked with a month-day-hour key', () => {
    expect(announcementKey(new Date(Date.UTC(2025, 0, 5, 7)))).toBe('010507');
  });
});
