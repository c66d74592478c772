import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SITE_SECTIONS } from '@tsuzuki/web/sitePaths';
import { routes } from './router.tsx';

/** The first path segment of every route that renders a page ('' for the landing page and index routes). */
function sections(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.index ? prefix : [prefix, route.path ?? ''].filter(Boolean).join('/');
    const own = route.path !== undefined || route.index ? [path.split('/')[0] ?? ''] : [];
    return [...own, ...sections(route.children ?? [], path)];
  });
}

// The OAuth authorization page lives under /api, whose other paths are JSON routes: the query-service answers GET
// /api/v2/oauth/authorize with the site's page itself, and any other unknown /api path stays a 404.
const SERVED_BY_OWN_ROUTE = ['api'];

describe('the routes the server knows', () => {
  it('list every section the client routes, so the server answers 404 only for what the client shows as NotFound', () => {
    const routed = [...new Set(sections(routes))].filter((s) => !SERVED_BY_OWN_ROUTE.includes(s)).sort();
    expect(routed.filter((s) => !(SITE_SECTIONS as readonly string[]).includes(s))).toEqual([]);
    // And nothing stale: every listed section is routed.
    expect([...SITE_SECTIONS].filter((s) => !routed.includes(s))).toEqual([]);
  });
});
