import { redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import { mediaSlug } from '../../format/slug.ts';
import { characterQuery } from './CharacterQuery.ts';
import { staffQuery } from '../Staff/StaffQuery.ts';
import { studioQuery } from '../Studio/StudioQuery.ts';

const pageParam = (request: Request) => Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);

/**
 * /character/:id/:slug?, /staff/:id/:slug?, /studio/:id/:slug?: unknown ids go to /404; the name's slug is added
 * (or fixed) by replacing the route, like media pages.
 */
function entityLoader(kind: string, query: GraphQLTaggedNode, nameOf: (data: unknown) => string | null | undefined) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = Number(params.id);
    if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) throw redirect('/404');
    let loaded;
    try {
      loaded = await loadRouteQuery<OperationType>(kind, query, { id, page: pageParam(request) });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.status === 404) throw redirect('/404');
      throw error;
    }
    const name = nameOf(loaded.data);
    if (name === undefined) throw redirect('/404');
    const slug = mediaSlug(name);
    if ((params.slug ?? '') !== decodeURIComponent(slug)) {
      const url = new URL(request.url);
      throw replace(`/${kind}/${id}${slug ? `/${slug}` : ''}${url.search}`);
    }
    return loaded;
  };
}

type Data = Record<string, { name?: { userPreferred?: string | null } | string | null } | null> | null;
const personName = (key: string) => (data: unknown) => {
  const entity = (data as Data)?.[key];
  if (!entity) return undefined;
  return typeof entity.name === 'string' ? entity.name : (entity.name?.userPreferred ?? null);
};

export const entityRoutes: RouteObject[] = [
  {
    path: 'character/:id/:slug?',
    loader: entityLoader('character', characterQuery, personName('Character')),
    lazy: async () => ({ Component: (await import('./CharacterPage.tsx')).CharacterPage }),
  },
  {
    path: 'staff/:id/:slug?',
    loader: entityLoader('staff', staffQuery, personName('Staff')),
    lazy: async () => ({ Component: (await import('../Staff/StaffPage.tsx')).StaffPage }),
  },
  {
    path: 'studio/:id/:slug?',
    loader: entityLoader('studio', studioQuery, personName('Studio')),
    lazy: async () => ({ Component: (await import('../Studio/StudioPage.tsx')).StudioPage }),
  },
];
