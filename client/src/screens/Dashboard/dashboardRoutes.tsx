import { redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { moderatorGuard } from '../../session/guards.ts';
import { dashboardActionsLoader } from './DashboardActionsQuery.ts';
import { dashboardFeedLoader } from './DashboardFeedQuery.ts';
import { dashboardImportsLoader } from './DashboardImportsQuery.ts';
import { dashboardSettingsLoader } from './DashboardSettingsQuery.ts';
import { dashboardReportsLoader } from './DashboardReportsQuery.ts';

/** Every loader of the dashboard passes the guard first (the router runs a parent's loader beside its children's). */
const guarded = (loader?: LoaderFunction) => async (args: LoaderFunctionArgs) => {
  await moderatorGuard();
  return loader ? loader(args) : null;
};

/** The data-edit queues are the data edits' screens (screens/Edit/dashboard); the dashboard only routes to them. */
const editQueue = (path: string, lazy: RouteObject['lazy']): RouteObject => ({ path, loader: guarded(), lazy });

/** /edit/dashboard/:page (social §2), for moderators of any role group; everyone else is sent away (MOD-11). */
export const dashboardRoute: RouteObject = {
  path: 'edit/dashboard',
  loader: guarded(),
  lazy: async () => ({ Component: (await import('./Dashboard.tsx')).Dashboard }),
  children: [
    { index: true, loader: () => redirect('/edit/dashboard/feed') },
    {
      path: 'feed',
      loader: guarded(dashboardFeedLoader),
      lazy: async () => ({ Component: (await import('./DashboardFeed.tsx')).DashboardFeed }),
    },
    {
      path: 'actions',
      loader: guarded(dashboardActionsLoader),
      lazy: async () => ({ Component: (await import('./DashboardActions.tsx')).DashboardActions }),
    },
    {
      path: 'reports',
      loader: guarded(dashboardReportsLoader),
      lazy: async () => ({ Component: (await import('./DashboardReports.tsx')).DashboardReports }),
    },
    editQueue('anime', async () => ({ Component: (await import('../Edit/dashboard/AnimePage.tsx')).AnimePage })),
    editQueue('manga', async () => ({ Component: (await import('../Edit/dashboard/MangaPage.tsx')).MangaPage })),
    editQueue('characters', async () => ({ Component: (await import('../Edit/dashboard/CharactersPage.tsx')).CharactersPage })),
    editQueue('staff', async () => ({ Component: (await import('../Edit/dashboard/StaffPage.tsx')).StaffPage })),
    editQueue('tags', async () => ({ Component: (await import('../Edit/dashboard/TagsPage.tsx')).TagsPage })),
    {
      path: 'imports',
      loader: guarded(dashboardImportsLoader),
      lazy: async () => ({ Component: (await import('./DashboardImports.tsx')).DashboardImports }),
    },
    {
      path: 'settings',
      loader: guarded(dashboardSettingsLoader),
      lazy: async () => ({ Component: (await import('./DashboardSettings.tsx')).DashboardSettings }),
    },
    { path: 'links', loader: guarded(), lazy: async () => ({ Component: (await import('./DashboardLinks.tsx')).DashboardLinks }) },
    { path: '*', loader: () => redirect('/404') },
  ],
};
