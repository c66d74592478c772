import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

const loaders = () => import('./developerLoaders.ts');

/** /settings/developer, /settings/client/:id and /settings/apps (social §2, issue 14), children of /settings. */
export const developerRoutes: RouteObject[] = [
  {
    path: 'developer',
    loader: async () => (await loaders()).developerLoader(),
    lazy: async () => ({ Component: (await import('./DeveloperClients.tsx')).DeveloperClients }),
  },
  {
    path: 'client/:id',
    loader: async (args: LoaderFunctionArgs) => (await loaders()).clientLoader(args),
    lazy: async () => ({ Component: (await import('./ClientPage.tsx')).ClientPage }),
  },
  {
    path: 'apps',
    loader: async () => (await loaders()).authorizedAppsLoader(),
    lazy: async () => ({ Component: (await import('./AuthorizedApps.tsx')).AuthorizedApps }),
  },
];
