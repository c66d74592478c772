import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_people');
  await seedCatalogue(t.pool);
});
afterAll(() => t.close());

describe('characters, staff and studios', () => {
  it('looks up a character with the media it appears in and its voice actors there', async () => {
    type R = {
      Character: {
        name: { full: string; native: string };
        dateOfBirth: { month: number };
        media: { edges: { characterRole: string; voiceActors: { id: number }[]; node: { id: number } }[] };
      };
    };
    const res = await t.gql<R>(`{ Character(id: ${ID.eren}) { name { full native } dateOfBirth { month } siteUrl
      media(sort: START_DATE, type: ANIME) { edges { characterRole voiceActors { id } node { id } } } } }`);
    expect(res.body.errors).toBeUndefined();
    const c = res.body.data!.Character;
    expect(c.name).toEqual({ full: 'Eren Yeager', native: 'エレン・イェーガー' });
    expect(c.media.edges).toEqual([
      { characterRole: 'MAIN', voiceActors: [{ id: ID.kaji }], node: { id: ID.aot } },
      { characterRole: 'MAIN', voiceActors: [{ id: ID.kaji }], node: { id: ID.aot2 } },
    ]);
  });

  it('searches characters and staff with typos, and finds birthdays today', async () => {
    type R = { Page: { characters: { id: number }[]; staff: { id: number }[]; born: { id: number }[]; staffBorn: { id: number }[] } };
    const res = await t.gql<R>(`{ Page { characters(search: "mikasa akerman", sort: SEARCH_MATCH) { id } staff(search: "Kaji") { id }
      born: characters(isBirthday: true) { id } staffBorn: staff(isBirthday: true, sort: FAVOURITES_DESC) { id } } }`);
    expect(res.body.data!.Page).toEqual({
      characters: [{ id: ID.mikasa }],
      staff: [{ id: ID.kaji }],
      born: [{ id: ID.mikasa }],
      staffBorn: [{ id: ID.ishikawa }],
    });
  });

  it('sorts characters by favourites and pages them', async () => {
    const res = await t.gql<{ Page: { pageInfo: { total: number }; characters: { id: number }[] } }>(
      '{ Page(perPage: 1) { pageInfo { total } characters(sort: FAVOURITES_DESC) { id } } }',
    );
    expect(res.body.data!.Page).toEqual({ pageInfo: { total: 2 }, characters: [{ id: ID.eren }] });
  });

  it('looks up staff with their roles, voiced characters and media', async () => {
    type R = {
      Staff: {
        languageV2: string;
        language: string;
        staffMedia: { edges: { staffRole: string; node: { id: number } }[] };
        characters: { edges: { role: string; node: { id: number }; media: { id: number }[] }[] };
        characterMedia: { edges: { characters: { id: number }[]; node: { id: number } }[] };
      };
    };
    const res = await t.gql<R>(`{ Staff(id: ${ID.kaji}) { languageV2 language
      staffMedia { edges { staffRole node { id } } }
      characters(sort: FAVOURITES_DESC) { edges { role node { id } media { id } } }
      characterMedia(sort: ID) { edges { characters { id } node { id } } } } }`);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data!.Staff;
    expect(s.languageV2).toBe('Japanese');
    expect(s.language).toBe('JAPANESE');
    expect(s.staffMedia.edges).toEqual([{ staffRole: 'Theme Song Performance', node: { id: ID.aot } }]);
    expect(s.characters.edges).toEqual([{ role: 'MAIN', node: { id: ID.eren }, media: [{ id: ID.aot }, { id: ID.aot2 }] }]);
    expect(s.characterMedia.edges).toEqual([
      { characters: [{ id: ID.eren }], node: { id: ID.aot } },
      { characters: [{ id: ID.eren }], node: { id: ID.aot2 } },
    ]);
  });

  it('looks up a studio with its media, and searches studios', async () => {
    type R = {
      Studio: {
        name: string;
        isAnimationStudio: boolean;
        media: { edges: { isMainStudio: boolean; node: { id: number } }[]; pageInfo: { total: number } };
      };
      Page: { studios: { name: string }[] };
    };
    const res =
      await t.gql<R>(`{ Studio(id: ${ID.wit}) { name isAnimationStudio media(sort: START_DATE_DESC, isMain: true, perPage: 1) { edges { isMainStudio node { id } } pageInfo { total } } }
      Page { studios(search: "madhous", sort: SEARCH_MATCH) { name } } }`);
    expect(res.body.data).toEqual({
      Studio: {
        name: 'Wit Studio',
        isAnimationStudio: true,
        media: { edges: [{ isMainStudio: true, node: { id: ID.aot2 } }], pageInfo: { total: 2 } },
      },
      Page: { studios: [{ name: 'Madhouse' }] },
    });
  });

  it('pages character, staff and studio search as Relay connections', async () => {
    type R = {
      characterSearch: { totalCount: number; edges: { node: { id: number } }[] };
      staffSearch: { totalCount: number };
      studioSearch: { edges: { node: { name: string } }[]; pageInfo: { hasNextPage: boolean } };
    };
    const res = await t.gql<R>(`{ characterSearch(first: 1, sort: FAVOURITES_DESC) { totalCount edges { node { id } } }
      staffSearch(search: "yui") { totalCount } studioSearch(first: 2, sort: NAME) { edges { node { name } } pageInfo { hasNextPage } } }`);
    expect(res.body.data).toEqual({
      characterSearch: { totalCount: 2, edges: [{ node: { id: ID.eren } }] },
      staffSearch: { totalCount: 1 },
      studioSearch: { edges: [{ node: { name: 'Madhouse' } }, { node: { name: 'Pony Canyon' } }], pageInfo: { hasNextPage: true } },
    });
  });

  it('answers 404 for missing characters, staff and studios', async () => {
    for (const root of ['Character', 'Staff', 'Studio']) {
      const res = await t.gql(`{ ${root}(id: 987654) { id } }`);
      expect(res.status).toBe(404);
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Not Found.', status: 404 });
    }
  });
});

describe('collections', () => {
  it('lists the genres: the fixed list plus any the catalogue uses', async () => {
    const res = await t.gql<{ GenreCollection: string[] }>('{ GenreCollection }');
    // A guest shows no adult content: the adult genre is left out (a member who shows it gets it, viewer.test.ts).
    expect(res.body.data!.GenreCollection).not.toContain('Hentai');
    expect(res.body.data!.GenreCollection.slice(0, 3)).toEqual(['Action', 'Adventure', 'Comedy']);
    expect(res.body.data!.GenreCollection).toHaveLength(18);
  });

  it('lists the tags by category with their flags', async () => {
    const res = await t.gql<{ MediaTagCollection: Record<string, unknown>[] }>(
      '{ MediaTagCollection { id name description category isGeneralSpoiler isAdult rank } }',
    );
    expect(res.body.data!.MediaTagCollection).toEqual([
      { id: 5, name: 'Tragedy', description: null, category: 'Theme-Drama', isGeneralSpoiler: false, isAdult: false, rank: null },
      {
        id: ID.militaryTag,
        name: 'Military',
        description: 'Armed forces.',
        category: 'Theme-Other',
        isGeneralSpoiler: false,
        isAdult: false,
        rank: null,
      },
      {
        id: ID.survivalTag,
        name: 'Survival',
        description: null,
        category: 'Theme-Other',
        isGeneralSpoiler: false,
        isAdult: false,
        rank: null,
      },
    ]);
  });
});
