// Browse dropdown (social §2): Anime and Manga each with Top 100, Trending and one more list; then other browsers.
export const BROWSE_SECTIONS = [
  {
    title: 'Anime',
    to: '/search/anime',
    links: [
      { label: 'Top 100', to: '/search/anime/top-100' },
      { label: 'Trending', to: '/search/anime/trending' },
      { label: 'Top Movies', to: '/search/anime/top-movies' },
    ],
  },
  {
    title: 'Manga',
    to: '/search/manga',
    links: [
      { label: 'Top 100', to: '/search/manga/top-100' },
      { label: 'Trending', to: '/search/manga/trending' },
      { label: 'Top Manhwa', to: '/search/manga/top-manhwa' },
    ],
  },
] as const;

export const BROWSE_EXTRA = [
  { label: 'Staff', to: '/search/staff' },
  { label: 'Characters', to: '/search/characters' },
  { label: 'Reviews', to: '/reviews' },
  { label: 'Recommendations', to: '/recommendations' },
] as const;

/** The mobile browse list names every search type (core §2). */
export const SEARCH_TYPES = [
  { label: 'Anime', to: '/search/anime' },
  { label: 'Manga', to: '/search/manga' },
  { label: 'Characters', to: '/search/characters' },
  { label: 'Staff', to: '/search/staff' },
  { label: 'Studios', to: '/search/studios' },
  { label: 'Users', to: '/search/users' },
] as const;
