import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

/** /api/v2/oauth/authorize: the query-service answers GET there with the site's page, and this screen takes over. */
export const authorizeRoute: RouteObject = {
  path: 'api/v2/oauth/authorize',
  // The loader's module brings the contract (and zod) with this page only, not with the site's entry.
  loader: async (args: LoaderFunctionArgs) => (await import('./authorizeLoader.ts')).authorizeLoader(args),
  lazy: async () => ({ Component: (await import('./Authorize.tsx')).Authorize }),
};
