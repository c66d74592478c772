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

  const MEDIA = ['MediaPage.tsx', 'MediaOverview.tsx'];
  const LIST = ['UserPage.tsx', 'MediaListPage.tsx'];
  const PROFILE = ['UserPage.tsx', 'UserOverview.tsx'];

  // The media page adds its overview tab only where it opens on it; a profile its overview or list page, or neither.
  it.each([
    ['/anime/21', MEDIA],
    ['/anime/21/', MEDIA],
    ['/manga/30013/One-Piece', MEDIA],
    ['/anime/21/characters', ['MediaPage.tsx']],
    ['/anime/21/One-Piece/stats', ['MediaPage.tsx']],
    ['/anime/x', []],
    ['/user/Yuki', PROFILE],
    ['/user/Yuki/', PROFILE],
    ['/user/Yuki/animelist', LIST],
    ['/user/Yuki/mangalist/Reading', LIST],
    ['/user/Yuki/animelist/compare', ['UserPage.tsx']],
    ['/user/Yuki/favourites', ['UserPage.tsx']],
    ['/forum', []],
  ])('picks the tab screens of %s', (path, screens) => {
    expect(names(path)).toEqual(screens);
  });
});
