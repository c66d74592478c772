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

/** Paths of a user's pages (social §2: /user/{name}/…). */
export const userPath = (name: string, page = '') => `/user/${encodeURIComponent(name)}/${page}`;

/** Desktop navigation of a logged-in viewer (social §2), before Browse and Forum. */
export function viewerLinks(name: string) {
  return [
    { label: 'Home', to: '/home' },
    { label: 'Profile', to: userPath(name) },
    { label: 'Anime List', to: userPath(name, 'animelist') },
    { label: 'Manga List', to: userPath(name, 'mangalist') },
  ];
}

/** An unread count wider than one digit gets the wide badge (social §9: above 9). */
export const isWideBadge = (count: number) => count > 9;

/** What the badge says to assistive technology (its text is the bare count). */
export const unreadLabel = (count: number) => `${count} unread notification${count === 1 ? '' : 's'}`;
