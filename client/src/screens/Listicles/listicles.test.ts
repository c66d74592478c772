import { describe, expect, it } from 'vitest';
import { GENRES } from '@tsuzuki/events/catalogue/vocabulary';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../system/router.tsx';
import { listicleLoader } from './ListicleQuery.ts';
import {
  listicleLinks,
  listicleOfSearch,
  listiclePath,
  listicleSearchPath,
  listicleTitle,
  listicleVariables,
  parseListicle,
  yearRanking,
} from './listicleRules.ts';

const NOW = new Date('2026-05-01T00:00:00Z');
const parse = (segment: string) => parseListicle(segment, NOW);

describe('listicle route parsing (social §2: amount 50 or 10, type Anime or Manga)', () => {
  it('reads amount, genre, type and year', () => {
    expect(parse('Top-10-Action-Anime-of-2020')).toEqual({ amount: 10, genre: 'Action', type: 'ANIME', year: 2020 });
    expect(parse('Top-50-Romance-Manga-of-1999')).toEqual({ amount: 50, genre: 'Romance', type: 'MANGA', year: 1999 });
  });

  it('reads genres with spaces and hyphens, in any case', () => {
    expect(parse('Top-10-Slice-of-Life-Anime-of-2020')?.genre).toBe('Slice of Life');
    expect(parse('Top-10-Slice of Life-Anime-of-2020')?.genre).toBe('Slice of Life');
    expect(parse('Top-10-Sci-Fi-Anime-of-2020')?.genre).toBe('Sci-Fi');
    expect(parse('Top-10-sci fi-Anime-of-2020')?.genre).toBe('Sci-Fi');
    expect(parse('Top-10-mahou-shoujo-Anime-of-2020')?.genre).toBe('Mahou Shoujo');
    expect(parse('Top-10-action-Anime-of-2020')?.genre).toBe('Action');
  });

  it('refuses other amounts', () => {
    for (const amount of ['7', '0', '11', '20', '100', '500', '05']) expect(parse(`Top-${amount}-Action-Anime-of-2020`), amount).toBeNull();
    expect(parse('Top--Action-Anime-of-2020')).toBeNull();
    expect(parse('Top-ten-Action-Anime-of-2020')).toBeNull();
  });

  it('refuses unknown genres and the adult genre', () => {
    for (const genre of ['Actoin', 'Hentai', 'Isekai', '', '-', 'Action-Comedy'])
      expect(parse(`Top-10-${genre}-Anime-of-2020`), genre).toBeNull();
  });

  it('refuses types other than Anime and Manga', () => {
    for (const type of ['anime', 'MANGA', 'Novel', 'Movies', 'Character']) expect(parse(`Top-10-Action-${type}-of-2020`), type).toBeNull();
  });

  it('refuses malformed and impossible years', () => {
    for (const year of ['20', '202', '20201', '2O20', '', '1899', '0999', '2028', '9999'])
      expect(parse(`Top-10-Action-Anime-of-${year}`), year).toBeNull();
    expect(parse('Top-10-Action-Anime-of-2027')?.year).toBe(2027);
    expect(parse('Top-10-Action-Anime-of-1900')?.year).toBe(1900);
  });

  it('refuses anything around the pattern', () => {
    const around = [
      'Top-10-Action-Anime-of-2020-',
      'top-10-Action-Anime-of-2020',
      'Best-10-Action-Anime-of-2020',
      'Top-10-Action-Anime-in-2020',
      'Top-10-Anime-of-2020',
    ];
    for (const s of around) {
      expect(parse(s), s).toBeNull();
    }
  });

  it('writes every genre so that it reads back', () => {
    for (const genre of GENRES) {
      for (const type of ['ANIME', 'MANGA'] as const) {
        const listicle = { amount: 50 as const, genre, type, year: 2024 };
        const path = listiclePath(listicle);
        expect(path).toMatch(/^\/article\/Top-50-[A-Za-z-]+-(Anime|Manga)-of-2024$/);
        expect(parse(path.slice('/article/'.length))).toEqual(listicle);
      }
    }
    expect(listiclePath({ amount: 10, genre: 'Slice of Life', type: 'ANIME', year: 2020 })).toBe(
      '/article/Top-10-Slice-of-Life-Anime-of-2020',
    );
    expect(listicleTitle({ amount: 10, genre: 'Slice of Life', type: 'MANGA', year: 2020 })).toBe('Top 10 Slice of Life Manga of 2020');
  });
});

describe('the listicle route', () => {
  const load = (path: string) => {
    const match = matchRoutes(routes, path)?.at(-1);
    expect(match?.route.path).toBe('article/:listicle');
    return listicleLoader({ params: match!.params, request: new Request(`http://localhost${path}`), context: undefined } as never);
  };
  const thrown = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (response) {
      return response as Response;
    }
    throw new Error('the loader did not redirect');
  };

  it('sends other amounts, genres, types and years to /404', async () => {
    const paths = [
      'Top-7-Action-Anime-of-2020',
      'Top-10-Nope-Anime-of-2020',
      'Top-10-Action-Novel-of-2020',
      'Top-10-Action-Anime-of-20x0',
    ].map((s) => `/article/${s}`);
    for (const path of paths) {
      const response = await thrown(load(path));
      expect(response.status, path).toBe(302);
      expect(response.headers.get('Location'), path).toBe('/404');
    }
  });

  it('replaces another spelling with the canonical address', async () => {
    const response = await thrown(load('/article/Top-10-slice%20of%20life-Anime-of-2020'));
    expect(response.headers.get('Location')).toBe('/article/Top-10-Slice-of-Life-Anime-of-2020');
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
  });
});

describe('the listicle query and links', () => {
  it('asks for the ranking the rankings read model keeps: anime by season year, manga by start year', () => {
    expect(listicleVariables({ amount: 10, genre: 'Action', type: 'ANIME', year: 2020 })).toEqual({
      type: 'ANIME',
      genre: 'Action',
      perPage: 10,
      seasonYear: 2020,
      yearLike: null,
    });
    expect(listicleVariables({ amount: 50, genre: 'Drama', type: 'MANGA', year: 2001 })).toEqual({
      type: 'MANGA',
      genre: 'Drama',
      perPage: 50,
      seasonYear: null,
      yearLike: '2001%',
    });
  });

  it("shows the media's rank among all media of that year", () => {
    const rankings = [
      { rank: 4, type: 'RATED', context: 'highest rated all time', allTime: true, year: null, season: null, format: null },
      { rank: 2, type: 'RATED', context: 'highest rated', allTime: false, year: 2020, season: null, format: 'TV' },
      { rank: 1, type: 'POPULAR', context: 'most popular', allTime: false, year: 2020, season: null, format: null },
      { rank: 9, type: 'RATED', context: 'highest rated', allTime: false, year: 2020, season: 'SPRING', format: null },
      { rank: 3, type: 'RATED', context: 'highest rated', allTime: false, year: 2020, season: null, format: null },
    ];
    expect(yearRanking(rankings, 2020)?.rank).toBe(3);
    expect(yearRanking(rankings, 2019)).toBeNull();
    expect(yearRanking(null, 2020)).toBeNull();
  });

  it('links the other amount, type, years and genres', () => {
    const links = listicleLinks({ amount: 10, genre: 'Action', type: 'ANIME', year: 2020 }, NOW);
    expect(links.amount).toBe('/article/Top-50-Action-Anime-of-2020');
    expect(links.type).toBe('/article/Top-10-Action-Manga-of-2020');
    expect(links.previousYear).toBe('/article/Top-10-Action-Anime-of-2019');
    expect(links.nextYear).toBe('/article/Top-10-Action-Anime-of-2021');
    expect(links.genres.map((g) => g.genre)).not.toContain('Action');
    expect(links.genres).toContainEqual({ genre: 'Slice of Life', path: '/article/Top-10-Slice-of-Life-Anime-of-2020' });
    expect(listicleLinks({ amount: 50, genre: 'Action', type: 'MANGA', year: 2027 }, NOW).nextYear).toBeNull();
    expect(listicleSearchPath({ amount: 10, genre: 'Slice of Life', type: 'ANIME', year: 2020 })).toBe(
      '/search/anime?genres=Slice+of+Life&year=2020&sort=SCORE_DESC',
    );
  });

  it('is linked from a search of one genre in one year', () => {
    expect(listicleOfSearch('anime', ['Action'], '2020')).toEqual({ amount: 10, genre: 'Action', type: 'ANIME', year: 2020 });
    expect(listicleOfSearch('manga', ['Slice of Life'], '2015')?.genre).toBe('Slice of Life');
    expect(listicleOfSearch('anime', ['Action', 'Drama'], '2020')).toBeNull();
    expect(listicleOfSearch('anime', ['Action'], '')).toBeNull();
    expect(listicleOfSearch('characters', ['Action'], '2020')).toBeNull();
    expect(listicleOfSearch('anime', ['Hentai'], '2020')).toBeNull();
  });
});
