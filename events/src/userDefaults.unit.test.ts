import { describe, expect, it } from 'vitest';
import { MediaListOptions, NOTIFICATION_TYPES, UserOptions } from './catalogue/users.ts';
import {
  defaultAvatar,
  defaultMediaListOptions,
  defaultUserOptions,
  mergeMediaListOptions,
  mergeUserOptions,
  withUserOptionDefaults,
} from './userDefaults.ts';

describe('user defaults', () => {
  it('are valid settings with the values the contract names', () => {
    const options = UserOptions.parse(defaultUserOptions());
    expect(options).toMatchObject({
      titleLanguage: 'ROMAJI',
      staffNameLanguage: 'ROMAJI_WESTERN',
      profileColor: 'blue',
      activityMergeTime: 720,
      timezone: null,
    });
    expect(options.notificationOptions).toHaveLength(NOTIFICATION_TYPES.length);
    expect(options.notificationOptions.every((o) => o.enabled)).toBe(true);
    expect(options.disabledListActivity.every((o) => !o.disabled)).toBe(true);
    const lists = MediaListOptions.parse(defaultMediaListOptions());
    expect(lists).toMatchObject({ scoreFormat: 'POINT_10_DECIMAL', rowOrder: 'title' });
    expect(lists.animeList.advancedScoring).toEqual(['Story', 'Characters', 'Visuals', 'Audio', 'Enjoyment']);
    expect(defaultAvatar(7)).toEqual({ large: '/img/avatar/7.svg', medium: '/img/avatar/7.svg' });
  });

  it('hands out fresh objects, so a caller cannot change the defaults of the next one', () => {
    defaultUserOptions().notificationOptions[0]!.enabled = false;
    defaultMediaListOptions().animeList.customLists.push('x');
    expect(defaultUserOptions().notificationOptions[0]!.enabled).toBe(true);
    expect(defaultMediaListOptions().animeList.customLists).toEqual([]);
  });

  it('merges notification options and list activity per type', () => {
    const merged = mergeUserOptions(defaultUserOptions(), {
      titleLanguage: 'ENGLISH',
      notificationOptions: [{ type: 'ACTIVITY_LIKE', enabled: false }],
      disabledListActivity: [{ type: 'PLANNING', disabled: true }],
    });
    expect(merged.titleLanguage).toBe('ENGLISH');
    expect(merged.notificationOptions).toHaveLength(NOTIFICATION_TYPES.length);
    expect(merged.notificationOptions.filter((o) => !o.enabled)).toEqual([{ type: 'ACTIVITY_LIKE', enabled: false }]);
    expect(merged.disabledListActivity.filter((o) => o.disabled)).toEqual([{ type: 'PLANNING', disabled: true }]);
    expect(withUserOptionDefaults({ profileColor: '#ff0000' }).profileColor).toBe('#ff0000');
  });

  it('merges list options per list type, keeping the other fields', () => {
    const merged = mergeMediaListOptions(defaultMediaListOptions(), { scoreFormat: 'POINT_5', mangaList: { customLists: ['Owned'] } });
    expect(merged.scoreFormat).toBe('POINT_5');
    expect(merged.mangaList.customLists).toEqual(['Owned']);
    expect(merged.mangaList.advancedScoring).toHaveLength(5);
    expect(merged.animeList).toEqual(defaultMediaListOptions().animeList);
  });
});
