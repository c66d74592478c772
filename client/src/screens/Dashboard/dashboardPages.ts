// The edit dashboard's pages (social §2: /edit/dashboard/:page), in the order of its menu.
export const DASHBOARD_PAGES = [
  { page: 'feed', label: 'Feed' },
  { page: 'actions', label: 'Mod Actions' },
  { page: 'reports', label: 'Reports' },
  { page: 'anime', label: 'Anime' },
  { page: 'manga', label: 'Manga' },
  { page: 'characters', label: 'Characters' },
  { page: 'staff', label: 'Staff' },
  { page: 'tags', label: 'Tags' },
  { page: 'imports', label: 'Imports' },
  { page: 'settings', label: 'Settings' },
  { page: 'links', label: 'Links' },
] as const;

export type DashboardPage = (typeof DASHBOARD_PAGES)[number]['page'];

export const dashboardPath = (page: DashboardPage, search = '') => `/edit/dashboard/${page}${search}`;
