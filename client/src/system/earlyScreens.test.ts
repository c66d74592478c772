import { describe, expect, it } from 'vitest';
import { earlyScreens } from './earlyScreens.ts';

const names = (path: string, loggedIn = false) => earlyScreens(path, loggedIn).map((s) => s.split('/').pop());

describe('earlyScreens', () => {
  it('names the screens the router opens a cold page with', () => {
    expect(names('/')).toEqual(['Landing.tsx']);
    expect(names('/', true)).toEqual([]);
    expect(names('/home')).toEqual(['Home.tsx']);
    expect(names('/search/anime')).toEqual(['SearchScreen.tsx']);
    expect(names('/search/manga/top-100')).toEqual(['SearchScreen.tsx']);
  });

  it('adds the overview tab only where the media page opens on it', () => {
    expect(names('/anime/21')).toEqual(['MediaPage.tsx', 'MediaOverview.tsx']);
    expect(names('/anime/21/')).toEqual(['MediaPage.tsx', 'MediaOverview.tsx']);
    expect(names('/manga/30013/One-Piece')).toEqual(['MediaPage.tsx', 'MediaOverview.tsx']);
    expect(names('/anime/21/characters')).toEqual(['MediaPage.tsx']);
    expect(names('/anime/21/One-Piece/stats')).toEqual(['MediaPage.tsx']);
    expect(names('/anime/x')).toEqual([]);
  });

  it('picks the profile overview, the list page or only the profile shell', () => {
    expect(names('/user/Yuki')).toEqual(['UserPage.tsx', 'UserOverview.tsx']);
    expect(names('/user/Yuki/')).toEqual(['UserPage.tsx', 'UserOverview.tsx']);
    expect(names('/user/Yuki/animelist')).toEqual(['UserPage.tsx', 'MediaListPage.tsx']);
    expect(names('/user/Yuki/mangalist/Reading')).toEqual(['UserPage.tsx', 'MediaListPage.tsx']);
    expect(names('/user/Yuki/animelist/compare')).toEqual(['UserPage.tsx']);
    expect(names('/user/Yuki/favourites')).toEqual(['UserPage.tsx']);
    expect(names('/forum')).toEqual([]);
  });
});
