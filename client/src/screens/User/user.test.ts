import { describe, expect, it } from 'vitest';
import { compareLists } from './compare/compareRules.ts';
import {
  dropFavourite,
  FAVOURITE_KINDS,
  favouriteOrderVariables,
  moveFavourite,
  sameOrder,
  visibleFavourites,
} from './favourites/favouritesRules.ts';
import { filterChoices, filterEntries, NO_FILTERS, rowOrderSort, sortEntries, type ListEntryFacts } from './lists/rules/entries.ts';
import { progressMax, progressText } from './lists/rules/progress.ts';
import { asScoreFormat, scoreText, shownRawScore, shownScore } from './lists/rules/score.ts';
import { inViewerOrder, sectionLinks, sectionMatches } from './lists/rules/sections.ts';
import { daysWatched, statsPreview } from './overview/statsPreview.ts';

describe('profile statistics preview (social §2, §9)', () => {
  it('shows count, days watched and mean score for anime, count, chapters read and mean score for manga', () => {
    expect(statsPreview('ANIME', { count: 120, minutesWatched: 43_200, meanScore: 72.46 })).toEqual([
      { label: 'Total Anime', value: '120' },
      { label: 'Days Watched', value: '30.0' },
      { label: 'Mean Score', value: '72.5' },
    ]);
    expect(statsPreview('MANGA', { count: 3, chaptersRead: 250, meanScore: 80 })).toEqual([
      { label: 'Total Manga', value: '3' },
      { label: 'Chapters Read', value: '250' },
      { label: 'Mean Score', value: '80' },
    ]);
  });

  it('leaves out the figures that are zero', () => {
    expect(statsPreview('ANIME', { count: 4, minutesWatched: 0, meanScore: 0 })).toEqual([{ label: 'Total Anime', value: '4' }]);
    expect(statsPreview('MANGA', { count: 0, chaptersRead: 0, meanScore: 0 })).toEqual([]);
    expect(statsPreview('ANIME', null)).toEqual([]);
    // A few minutes are less than a tenth of a day: nothing to show.
    expect(statsPreview('ANIME', { count: 1, minutesWatched: 24, meanScore: 0 }).map((s) => s.label)).toEqual(['Total Anime']);
    expect(daysWatched(4350)).toBe(3);
  });
});

describe('favourites reorder (social §2, §7)', () => {
  it('moves an item up or down by keyboard and ignores moves past either end', () => {
    expect(moveFavourite(['A', 'B', 'C'], 2, -1)).toEqual(['A', 'C', 'B']);
    expect(moveFavourite(['A', 'B', 'C'], 0, 1)).toEqual(['B', 'A', 'C']);
    expect(moveFavourite(['A', 'B', 'C'], 0, -1)).toEqual(['A', 'B', 'C']);
    expect(moveFavourite(['A', 'B', 'C'], 2, 1)).toEqual(['A', 'B', 'C']);
  });

  it('drops a dragged item onto the place of another', () => {
    expect(dropFavourite(['A', 'B', 'C', 'D'], 0, 2)).toEqual(['B', 'C', 'A', 'D']);
    expect(dropFavourite(['A', 'B', 'C', 'D'], 3, 0)).toEqual(['D', 'A', 'B', 'C']);
  });

  it('sends the ids of one kind with positions from 1 (UpdateFavouriteOrder)', () => {
    const manga = FAVOURITE_KINDS.find((kind) => kind.key === 'manga')!;
    expect(favouriteOrderVariables(manga, [30, 10, 20])).toEqual({ mangaIds: [30, 10, 20], mangaOrder: [1, 2, 3] });
    const studios = FAVOURITE_KINDS.find((kind) => kind.key === 'studios')!;
    expect(favouriteOrderVariables(studios, [])).toEqual({ studioIds: [], studioOrder: [] });
  });

  it('hides adult favourites unless the viewer shows adult content', () => {
    const items = [{ id: 1, isAdult: false }, { id: 2, isAdult: true }, { id: 3 }];
    expect(visibleFavourites(items, false).map((i) => i.id)).toEqual([1, 3]);
    expect(visibleFavourites(items, true).map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('tells whether an order changed', () => {
    expect(sameOrder([{ id: 1 }, { id: 2 }], [{ id: 1 }, { id: 2 }])).toBe(true);
    expect(sameOrder([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 1 }])).toBe(false);
  });
});

describe('list sections (core §2, §4)', () => {
  const group = (name: string, extra: { isCustomList?: boolean; isSplitCompletedList?: boolean } = {}) => ({ name, ...extra });

  it('matches a section segment ignoring case; "Completed" covers the split sections', () => {
    expect(sectionMatches(group('Completed'), 'completed')).toBe(true);
    expect(sectionMatches(group('Completed TV', { isSplitCompletedList: true }), 'Completed')).toBe(true);
    expect(sectionMatches(group('Completed TV', { isSplitCompletedList: true }), 'Completed TV')).toBe(true);
    expect(sectionMatches(group('Watching'), 'Completed')).toBe(false);
    expect(
      sectionLinks([
        group('Watching'),
        group('Completed TV', { isSplitCompletedList: true }),
        group('Completed Movie', { isSplitCompletedList: true }),
      ]),
    ).toEqual(['Watching', 'Completed']);
  });

  it("puts the sections in the viewer's section order, split Completed at Completed's place, the rest after in the server's order", () => {
    const server = [
      group('Watching'),
      group('Completed TV', { isSplitCompletedList: true }),
      group('Completed Movie', { isSplitCompletedList: true }),
      group('Paused'),
      group('Planning'),
      group('Favourites', { isCustomList: true }),
    ];
    const names = (groups: readonly { name?: string | null }[]) => groups.map((g) => g.name);
    expect(names(inViewerOrder(server, ['Planning', 'completed', 'Watching']))).toEqual([
      'Planning',
      'Completed TV',
      'Completed Movie',
      'Watching',
      'Paused',
      'Favourites',
    ]);
    // A custom list the viewer's order names (by the owner's list name) moves too; unknown names change nothing.
    expect(names(inViewerOrder(server, ['Favourites', 'Dropped']))).toEqual([
      'Favourites',
      'Watching',
      'Completed TV',
      'Completed Movie',
      'Paused',
      'Planning',
    ]);
    expect(names(inViewerOrder(server, null))).toEqual(names(server));
    expect(names(inViewerOrder(server, []))).toEqual(names(server));
  });
});

describe('list filters and sorts (core §2)', () => {
  const entry = (id: number, over: Partial<ListEntryFacts>): ListEntryFacts => ({
    id,
    mediaId: id,
    status: 'CURRENT',
    score: 0,
    progress: 0,
    updatedAt: 0,
    createdAt: 0,
    startedAt: 0,
    completedAt: 0,
    title: `T${id}`,
    searchText: `t${id}`,
    format: 'TV',
    genres: [],
    year: 2020,
    releaseDate: 20200101,
    countryOfOrigin: 'JP',
    averageScore: 0,
    popularity: 0,
    ...over,
  });
  const a = entry(1, {
    title: 'Bocchi',
    searchText: 'bocchi the rock! ぼっち',
    score: 90,
    genres: ['Comedy', 'Music'],
    year: 2022,
    updatedAt: 5,
  });
  const b = entry(2, {
    title: 'Akira',
    searchText: 'akira',
    score: 70,
    format: 'MOVIE',
    year: 1988,
    status: 'COMPLETED',
    updatedAt: 9,
    createdAt: 3,
  });
  const c = entry(3, { title: 'Clannad', searchText: 'clannad', score: 90, genres: ['Drama'], countryOfOrigin: 'KR', createdAt: 7 });

  it('filters by every word of the search text and by format, status, genre, year and country', () => {
    expect(filterEntries([a, b, c], { ...NO_FILTERS, search: '  Rock  bocchi ' }).map((e) => e.id)).toEqual([1]);
    expect(filterEntries([a, b, c], { ...NO_FILTERS, format: 'MOVIE' }).map((e) => e.id)).toEqual([2]);
    expect(filterEntries([a, b, c], { ...NO_FILTERS, status: 'CURRENT' }).map((e) => e.id)).toEqual([1, 3]);
    expect(filterEntries([a, b, c], { ...NO_FILTERS, genre: 'Music' }).map((e) => e.id)).toEqual([1]);
    expect(filterEntries([a, b, c], { ...NO_FILTERS, year: 1988 }).map((e) => e.id)).toEqual([2]);
    expect(filterEntries([a, b, c], { ...NO_FILTERS, country: 'KR' }).map((e) => e.id)).toEqual([3]);
    expect(filterEntries([a, b, c], NO_FILTERS)).toHaveLength(3);
  });

  it('sorts by score (ties by title), title, last updated and last added', () => {
    expect(sortEntries([a, b, c], 'score').map((e) => e.title)).toEqual(['Bocchi', 'Clannad', 'Akira']);
    expect(sortEntries([a, b, c], 'title').map((e) => e.title)).toEqual(['Akira', 'Bocchi', 'Clannad']);
    expect(sortEntries([a, b, c], 'updatedAt').map((e) => e.title)).toEqual(['Akira', 'Bocchi', 'Clannad']);
    expect(sortEntries([a, b, c], 'id').map((e) => e.title)).toEqual(['Clannad', 'Akira', 'Bocchi']);
  });

  it("starts from the owner's row order", () => {
    expect(rowOrderSort('score')).toBe('score');
    expect(rowOrderSort('updatedAt')).toBe('updatedAt');
    expect(rowOrderSort(null)).toBe('title');
  });

  it('offers only the values the list holds', () => {
    expect(filterChoices([a, b, c])).toEqual({
      formats: ['TV', 'MOVIE'],
      genres: ['Comedy', 'Drama', 'Music'],
      years: [2022, 2020, 1988],
      countries: ['JP', 'KR'],
    });
  });
});

describe("scores in the owner's format (core §3, §5)", () => {
  it('shows a score in its format, and nothing when unscored', () => {
    expect(scoreText(shownScore(85, 'POINT_100'))).toBe('85');
    expect(scoreText(shownScore(8.5, 'POINT_10_DECIMAL'))).toBe('8.5');
    expect(shownScore(4, 'POINT_5')).toEqual({ kind: 'stars', stars: 4 });
    expect(scoreText(shownScore(1, 'POINT_5'))).toBe('1 star');
    expect(shownScore(3, 'POINT_3')).toEqual({ kind: 'smiley', mood: 'smile' });
    expect(scoreText(shownScore(2, 'POINT_3'))).toBe(':|');
    expect(scoreText(shownScore(1, 'POINT_3'))).toBe(':(');
    expect(shownScore(0, 'POINT_100')).toBeNull();
    expect(shownScore(null, 'POINT_10')).toBeNull();
  });

  it('converts a raw score for the comparison page', () => {
    expect(scoreText(shownRawScore(85, 'POINT_10'))).toBe('9');
    expect(shownRawScore(80, 'POINT_5')).toEqual({ kind: 'stars', stars: 4 });
    expect(scoreText(shownRawScore(85, 'POINT_3'))).toBe(':)');
    expect(shownRawScore(0, 'POINT_3')).toBeNull();
    expect(asScoreFormat('POINT_3')).toBe('POINT_3');
    expect(asScoreFormat(undefined)).toBe('POINT_10_DECIMAL');
  });
});

describe('list comparison (core §2)', () => {
  const e = (mediaId: number, title: string, scoreRaw: number) => ({ mediaId, title, scoreRaw });

  it('pairs shared media by title and keeps what only one list has', () => {
    const result = compareLists(
      [e(1, 'Mushishi', 90), e(2, 'Akira', 60), e(3, 'Zetman', 0)],
      [e(2, 'Akira', 80), e(3, 'Zetman', 70), e(4, 'Baccano', 75)],
    );
    expect(result.shared.map((s) => [s.mediaId, s.theirs.scoreRaw, s.mine.scoreRaw])).toEqual([
      [2, 60, 80],
      [3, 0, 70],
    ]);
    expect(result.onlyTheirs.map((x) => x.title)).toEqual(['Mushishi']);
    expect(result.onlyMine.map((x) => x.title)).toEqual(['Baccano']);
    // Only pairs both scored count towards the difference.
    expect(result.meanDifference).toBe(-20);
    expect(compareLists([e(1, 'A', 0)], [e(1, 'A', 50)]).meanDifference).toBeNull();
  });
});

describe('progress on list rows (core §4, §5)', () => {
  it('takes episodes for anime and chapters for manga as the total; unknown is unbounded', () => {
    expect(progressMax({ type: 'ANIME', episodes: 12, chapters: 99 })).toBe(12);
    expect(progressMax({ type: 'MANGA', episodes: 12, chapters: 99 })).toBe(99);
    expect(progressMax({ type: 'ANIME', episodes: null })).toBeNull();
    expect(progressMax({ type: 'ANIME', episodes: 0 })).toBeNull();
  });

  it('shows progress against the total when it is known', () => {
    expect(progressText(3, 12)).toBe('3/12');
    expect(progressText(3, null)).toBe('3');
    expect(progressText(null, 24)).toBe('0/24');
  });
});
