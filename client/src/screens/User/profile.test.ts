import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { setFollowing } from '../../mutations/toggleFollow.ts';
import { setBlocked } from '../../mutations/toggleUserBlock.ts';
import { environment } from '../../system/relayEnvironment.ts';
import { donatorBadge, moderatorBadge } from './header/badgeRules.ts';
import { heatCellLabel, heatmapWeeks, HISTORY_SPAN } from './overview/activityHistory.ts';
import { genreOverview } from './overview/genreOverview.ts';
import { profileEditor } from './overview/profileEditorRules.ts';
import { profileTabs } from './profileTabs.ts';
import { chosenView, socialSections } from './social/socialViews.ts';
import { isIntermediaryAccount } from './specialAccounts.ts';

const DAY = 86_400;
// Wednesday 2026-03-04 15:30 UTC.
const NOW = Date.UTC(2026, 2, 4, 15, 30);
const TODAY = Date.UTC(2026, 2, 4) / 1000;

describe('activity history heatmap (social §2, §9)', () => {
  const weeks = heatmapWeeks(
    [
      { date: TODAY, amount: 3, level: 10 },
      { date: TODAY - 2 * DAY, amount: 1, level: 4 },
    ],
    NOW,
  );
  const cells = weeks.flat();

  it("covers 182 days up to today, plus the days back to the first week's Sunday", () => {
    const first = TODAY - (HISTORY_SPAN - 1) * DAY;
    const offset = new Date(first * 1000).getUTCDay();
    expect(cells).toHaveLength(HISTORY_SPAN + offset);
    expect(new Date(cells[0]!.date * 1000).getUTCDay()).toBe(0);
    expect(cells.at(-1)!.date).toBe(TODAY);
    expect(weeks.slice(0, -1).every((week) => week.length === 7)).toBe(true);
    // Wednesday: the last week holds Sunday to Wednesday.
    expect(weeks.at(-1)).toHaveLength(4);
    expect(weeks.length).toBe(27);
  });

  it('puts each day of the API on its cell with its level; the other days are empty', () => {
    expect(cells.at(-1)).toEqual({ date: TODAY, amount: 3, level: 10 });
    expect(cells.at(-3)).toEqual({ date: TODAY - 2 * DAY, amount: 1, level: 4 });
    expect(cells.at(-2)).toEqual({ date: TODAY - DAY, amount: 0, level: 0 });
    expect(cells.filter((cell) => cell.amount > 0)).toHaveLength(2);
  });

  it('ignores days outside the span and keeps levels in 1-10', () => {
    const odd = heatmapWeeks([{ date: TODAY - 400 * DAY, amount: 9, level: 10 }, { date: TODAY, amount: 2, level: 0 }, null], NOW).flat();
    expect(odd.filter((cell) => cell.amount > 0)).toEqual([{ date: TODAY, amount: 2, level: 1 }]);
    expect(
      heatmapWeeks(null, NOW)
        .flat()
        .every((cell) => cell.level === 0),
    ).toBe(true);
  });

  it("starts on the span's first day when that is a Sunday", () => {
    // 2026-03-07 is a Saturday: 181 days earlier is Sunday 2025-09-07.
    const saturday = Date.UTC(2026, 2, 7, 1);
    expect(heatmapWeeks([], saturday).flat()).toHaveLength(HISTORY_SPAN);
  });

  it('labels a cell with its count and date', () => {
    expect(heatCellLabel({ date: TODAY, amount: 3, level: 10 })).toBe('3 activities on Mar 4, 2026');
    expect(heatCellLabel({ date: TODAY, amount: 1, level: 10 })).toBe('1 activity on Mar 4, 2026');
    expect(heatCellLabel({ date: TODAY, amount: 0, level: 0 })).toBe('0 activities on Mar 4, 2026');
  });
});

describe('profile tabs (social §2, §6)', () => {
  const labels = (own: boolean, roles: string[] | null) => profileTabs({ own, moderatorRoles: roles }).map((tab) => tab.label);
  const all = new Set(['', 'animelist', 'mangalist', 'favorites', 'stats', 'social', 'reviews', 'submissions', 'moderation']);
  const allLabels = (own: boolean, roles: string[] | null) => profileTabs({ own, moderatorRoles: roles }, all).map((tab) => tab.label);

  it('shows the built pages to everyone', () => {
    expect(labels(false, null)).toEqual(['Overview', 'Anime List', 'Manga List', 'Favorites', 'Stats', 'Social', 'Reviews']);
    // Submissions is built (ADR 22): on the own profile only, for a member.
    expect(labels(true, null)).toEqual([...labels(false, null), 'Submissions']);
  });

  it('shows Submissions on the own profile or to moderators, Moderation to community moderators', () => {
    const base = ['Overview', 'Anime List', 'Manga List', 'Favorites', 'Stats', 'Social', 'Reviews'];
    expect(allLabels(false, null)).toEqual(base);
    expect(allLabels(true, [])).toEqual([...base, 'Submissions']);
    expect(allLabels(false, ['ANIME_DATA'])).toEqual([...base, 'Submissions']);
    expect(allLabels(false, ['COMMUNITY'])).toEqual([...base, 'Submissions', 'Moderation']);
    expect(allLabels(false, ['ADMIN'])).toEqual([...base, 'Submissions', 'Moderation']);
    // RETIRED takes every moderator power away.
    expect(allLabels(false, ['COMMUNITY', 'RETIRED'])).toEqual(base);
    expect(allLabels(true, ['COMMUNITY', 'RETIRED'])).toEqual([...base, 'Submissions']);
  });
});

describe('badges (social §4, §6, §9)', () => {
  it("names the first moderator role; RETIRED reads Retired Mod; a retired moderator's other first role reads Former", () => {
    expect(moderatorBadge(null)).toBeNull();
    expect(moderatorBadge([])).toBeNull();
    expect(moderatorBadge(['COMMUNITY', 'ANIME_DATA'])).toBe('Community Mod');
    expect(moderatorBadge(['ADMIN'])).toBe('Admin');
    expect(moderatorBadge(['RETIRED', 'COMMUNITY'])).toBe('Retired Mod');
    expect(moderatorBadge(['COMMUNITY', 'RETIRED'])).toBe('Former Community Mod');
  });

  it('shows Donator from tier 1, the own badge text above tier 3 and the rainbow above tier 4', () => {
    expect(donatorBadge(0, 'Hi')).toBeNull();
    expect(donatorBadge(null, null)).toBeNull();
    expect(donatorBadge(1, 'Hi')).toEqual({ text: 'Donator', rainbow: false });
    expect(donatorBadge(3, 'Hi')).toEqual({ text: 'Donator', rainbow: false });
    expect(donatorBadge(4, 'Hi')).toEqual({ text: 'Hi', rainbow: false });
    expect(donatorBadge(4, '  ')).toEqual({ text: 'Donator', rainbow: false });
    expect(donatorBadge(5, 'Hi')).toEqual({ text: 'Hi', rainbow: true });
  });
});

describe('the profile activity editor (social §2, §6)', () => {
  const owner = { id: 7, restrictMessagesToFollowing: false, followsViewer: false };
  it('is for signed-in members: a status on the own profile, a message on others', () => {
    expect(profileEditor(null, owner)).toBeNull();
    expect(profileEditor({ id: 7 }, owner)).toBe('status');
    expect(profileEditor({ id: 8 }, owner)).toBe('message');
  });

  it('is hidden when the owner takes messages only from members they follow, unless they follow the viewer', () => {
    const restricted = { ...owner, restrictMessagesToFollowing: true };
    expect(profileEditor({ id: 8 }, restricted)).toBeNull();
    expect(profileEditor({ id: 8 }, { ...restricted, followsViewer: true })).toBe('message');
    expect(profileEditor({ id: 7 }, restricted)).toBe('status');
    expect(profileEditor({ id: 8, moderatorRoles: ['COMMUNITY'] }, restricted)).toBe('message');
    expect(profileEditor({ id: 8, moderatorRoles: ['RETIRED'] }, restricted)).toBeNull();
  });
});

describe('genre overview (social §9: top 5 of 6)', () => {
  it('shows the five most listed genres with their share of those five', () => {
    const genres = genreOverview([
      { genre: 'Drama', count: 10 },
      { genre: 'Action', count: 40 },
      { genre: 'Comedy', count: 20 },
      { genre: 'Sports', count: 0 },
      { genre: 'Romance', count: 20 },
      { genre: 'Music', count: 5 },
      { genre: 'Mecha', count: 5 },
      null,
    ]);
    expect(genres.map((g) => [g.genre, g.count, g.share])).toEqual([
      ['Action', 40, 42.1],
      ['Comedy', 20, 21.1],
      ['Romance', 20, 21.1],
      ['Drama', 10, 10.5],
      ['Mecha', 5, 5.3],
    ]);
    expect(genreOverview(null)).toEqual([]);
  });

  it('counts one entry in the singular (a profile read "1 Entries")', () => {
    expect(
      genreOverview([
        { genre: 'Drama', count: 1 },
        { genre: 'Action', count: 2 },
      ]).map((g) => g.entries),
    ).toEqual(['2 Entries', '1 Entry']);
  });
});

describe('the Social tab (social §2)', () => {
  it('offers Messages to moderators only and falls back to Following', () => {
    expect(socialSections(null).map((s) => s.label)).toEqual(['Following', 'Followers', 'Forum Threads', 'Forum Comments']);
    expect(socialSections(['COMMUNITY']).map((s) => s.label)).toEqual([
      'Following',
      'Followers',
      'Forum Threads',
      'Forum Comments',
      'Messages',
    ]);
    expect(chosenView('followers', socialSections(null))).toBe('followers');
    expect(chosenView('comments', socialSections(null))).toBe('comments');
    expect(chosenView('messages', socialSections(null))).toBe('following');
    expect(chosenView(null, socialSections(['ADMIN']))).toBe('following');
  });

  it('knows the intermediary account by name, in any case', () => {
    expect(isIntermediaryAccount('ModChan')).toBe(true);
    expect(isIntermediaryAccount('modchan')).toBe(true);
    expect(isIntermediaryAccount('Yuki')).toBe(false);
  });
});

describe('follow and block store updates (social §4)', () => {
  const stored = (id: string) => {
    const record = environment.getStore().getSource().get(id);
    return { isFollowing: record?.isFollowing, isBlocked: record?.isBlocked };
  };
  it('following lifts the block, blocking ends the follow', () => {
    commitLocalUpdate(environment, (store) => {
      store.create('User:41', 'User').setValue(false, 'isFollowing').setValue(true, 'isBlocked');
    });
    commitLocalUpdate(environment, setFollowing(41, true));
    expect(stored('User:41')).toEqual({ isFollowing: true, isBlocked: false });
    commitLocalUpdate(environment, setBlocked(41, true));
    expect(stored('User:41')).toEqual({ isFollowing: false, isBlocked: true });
    commitLocalUpdate(environment, setBlocked(41, false));
    expect(stored('User:41')).toEqual({ isFollowing: false, isBlocked: false });
    commitLocalUpdate(environment, setFollowing(41, false));
    expect(stored('User:41')).toEqual({ isFollowing: false, isBlocked: false });
  });
});
