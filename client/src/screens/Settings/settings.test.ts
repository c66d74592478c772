import { describe, expect, it } from 'vitest';
import { nextStepUrl } from '../Setup/setupSteps.ts';
import { imageTypeOf } from '../../components/ImageUpload/imageUpload.ts';
import { isWideBadge, viewerLinks } from '../../components/Nav/navLinks.ts';
import { addItem, moveItem, removeItem, renameItem, setOption } from './listEditing.ts';
import { airingChanges, airingNotificationsOn } from './notificationSettings.ts';
import { NOTIFICATION_GROUPS, profileColorValue } from './settingsOptions.ts';

describe('custom lists and other name lists', () => {
  it('adds trimmed names and refuses empty ones and duplicates ignoring case', () => {
    expect(addItem(['Rewatch'], '  Favourites ')).toEqual({ items: ['Rewatch', 'Favourites'], error: null });
    expect(addItem(['Rewatch'], '   ').error).toBe('Please enter a name.');
    expect(addItem(['Rewatch'], 'rewatch').error).toBe('"rewatch" already exists.');
    expect(addItem([], 'x'.repeat(51)).error).toBe('Names can be at most 50 characters.');
  });
  it('renames in place, the item itself not counting as a duplicate', () => {
    expect(renameItem(['A', 'B'], 0, 'a ')).toEqual({ items: ['a', 'B'], error: null });
    expect(renameItem(['A', 'B'], 0, 'b').error).toBe('"b" already exists.');
  });
  it('removes and moves', () => {
    expect(removeItem(['A', 'B', 'C'], 1)).toEqual(['A', 'C']);
    expect(moveItem(['A', 'B', 'C'], 2, -1)).toEqual(['A', 'C', 'B']);
    expect(moveItem(['A', 'B', 'C'], 0, 1)).toEqual(['B', 'A', 'C']);
    expect(moveItem(['A', 'B'], 0, -1)).toEqual(['A', 'B']);
  });
});

describe('per-type option lists', () => {
  it('changes one entry in place and adds a missing one', () => {
    const options = [{ type: 'AIRING', enabled: true }, null, { type: 'FOLLOWING', enabled: false }];
    expect(setOption(options, 'AIRING', 'enabled', false)).toEqual([
      { type: 'AIRING', enabled: false },
      { type: 'FOLLOWING', enabled: false },
    ]);
    expect(setOption(null, 'PLANNING', 'disabled', true)).toEqual([{ type: 'PLANNING', disabled: true }]);
  });
});

describe('setup, uploads and navigation rules', () => {
  it('leads through language, scores, avatar, color, complete', () => {
    expect(nextStepUrl('')).toBe('/setup/scores');
    expect(nextStepUrl('scores')).toBe('/setup/avatar');
    expect(nextStepUrl('color')).toBe('/setup/complete');
    expect(nextStepUrl('complete')).toBeNull();
  });
  it('accepts only real PNG and JPEG signatures', () => {
    expect(imageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
  it('widens the unread badge above 9 (social §9)', () => {
    expect(isWideBadge(9)).toBe(false);
    expect(isWideBadge(10)).toBe(true);
  });
  it('links Home, Profile, Anime List and Manga List of the viewer', () => {
    expect(viewerLinks('Yuki').map((link) => link.to)).toEqual(['/home', '/user/Yuki/', '/user/Yuki/animelist', '/user/Yuki/mangalist']);
  });
  it('paints named profile colours and hex values', () => {
    expect(profileColorValue('green')).toBe('#4cca51');
    expect(profileColorValue('#123abc')).toBe('#123abc');
    expect(profileColorValue(null)).toBe('#3db4f2');
  });
});

describe('notification settings', () => {
  it('offer a switch for every notification type the site produces', () => {
    const offered = NOTIFICATION_GROUPS.flatMap((group) => group.types.map((type) => type.value as string));
    const produced = [
      'AIRING',
      'FOLLOWING',
      'ACTIVITY_MESSAGE',
      'ACTIVITY_MENTION',
      'ACTIVITY_REPLY',
      'ACTIVITY_REPLY_SUBSCRIBED',
      'ACTIVITY_LIKE',
      'ACTIVITY_REPLY_LIKE',
      'RELATED_MEDIA_ADDITION',
    ];
    expect(produced.filter((type) => !offered.includes(type))).toEqual([]);
  });
  it('show airing on only while both airing options are on, and switch both', () => {
    expect(airingNotificationsOn(null)).toBe(true);
    expect(airingNotificationsOn({ airingNotifications: true, notificationOptions: [{ type: 'AIRING', enabled: true }] })).toBe(true);
    expect(airingNotificationsOn({ airingNotifications: false, notificationOptions: [{ type: 'AIRING', enabled: true }] })).toBe(false);
    expect(airingNotificationsOn({ airingNotifications: true, notificationOptions: [null, { type: 'AIRING', enabled: false }] })).toBe(
      false,
    );
    expect(airingChanges(false)).toEqual({ airingNotifications: false, notificationOptions: [{ type: 'AIRING', enabled: false }] });
  });
});
