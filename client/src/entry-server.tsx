// The server's entry (ADR 53): the query-service renders a guest's first screen of the pages people open cold, with
// the same routes, loaders and screens as the browser, so that the HTML carries the page and the browser hydrates it.
// Built on its own into dist-ssr/ (vite.ssr.config.ts); nothing here runs in the browser.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { browser } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { Observable, type Environment, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { Site } from './system/Site.tsx';
import { createEnvironment, setLoaderEnvironmentLookup } from './system/relayEnvironment.ts';
import { NOT_AWAITED } from './system/loadRouteQuery.ts';
import { routes } from './system/router.tsx';
import { recordsElement, RENDERED_AT_ATTRIBUTE, SERVER_RENDERED_META } from './system/serverRendered.ts';
import { serverRenderedPath } from './system/serverRenderedPaths.ts';
import { earlyScreens, type ScreenChunks } from './system/earlyScreens.ts';

/** How the server asks its own GraphQL endpoint: a persisted document by id, as the page's browser would. */
export type AskGraphQL = (request: { documentId: string; operationName: string; variables: Record<string, unknown> }) => Promise<{
  data?: unknown;
  errors?: unknown[];
}>;

/** The page lives at another address (a media page's slug, a profile's name): the server redirects there. */
export interface MovedPage {
  readonly redirect: string;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`, in place of the boot skeleton. */
  readonly root: string;
  /** What goes into `<head>` before the early script: the mark that tells the browser's code to hydrate. */
  readonly head: string;
  /**
   * What goes at the end of `<head>`, after the app's own stylesheet: the page's screens' stylesheets (the browser
   * would add them only once their code has run, and the HTML would show unstyled until then) and its first images.
   */
  readonly styles: string;
  /** What goes at the end of `<body>`: the Relay records the page was rendered from. */
  readonly body: string;
}

const pages = new AsyncLocalStorage<Environment>();
setLoaderEnvironmentLookup(() => pages.getStore() ?? null);
const handler = createStaticHandler(routes);

/**
 * The screens' code, imported once when the server starts rather than by the first guest of each page (whose render
 * would otherwise run past RENDER_LIMIT_MS and give the skeleton). Only Node's module cache is filled: the router
 * still calls each route's `lazy` itself. A screen that cannot load here (the API docs' editor needs the browser's
 * workers) is never rendered on the server.
 */
function importScreens(list: readonly RouteObject[]): void {
  for (const route of list) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
    if (route.children) importScreens(route.children);
  }
}
importScreens(routes);

/**
 * A page whose loaders have not had their answers by then (a cold 2,000-entry list's head, a busy moment), or whose
 * first screen has not rendered by then, is given up: the skeleton goes out and the browser renders the page, as
 * it did before the server rendered anything. A guest waits no longer for the server's HTML than this.
 */
const LOAD_LIMIT_MS = 1000;
const RENDER_LIMIT_MS = 1000;

/**
 * The page at `url` as a guest sees it, where its loaders sent it, or null when it is not one the server renders
 * (serverRenderedPaths.ts) or a loader or query failed: the browser then renders it as before, from the skeleton.
 */
export async function renderPage(
  url: string,
  ask: AskGraphQL,
  /** `screenChunks`: the build's files of each early screen (the client build's screen-chunks.json). */
  { nonce, screenChunks = {} }: { nonce?: string; screenChunks?: ScreenChunks } = {},
): Promise<RenderedPage | MovedPage | null> {
  const { pathname } = new URL(url);
  if (!serverRenderedPath(pathname)) return null;
  let rendering = false;
  // Loaders' queries are asked of the server; a query nobody waits for (a list's whole list) and one a component
  // asks while rendering are left to the browser: the render does not wait for them, and its boundary shows its
  // fallback (a list's first rows) until the browser has the answer.
  const fetchFn: FetchFunction = (params, variables, cacheConfig) => {
    if (rendering || cacheConfig?.metadata?.[NOT_AWAITED] || !params.id) return Observable.create<GraphQLResponse>(() => {});
    return Observable.from(
      ask({ documentId: params.id, operationName: params.name, variables: variables as Record<string, unknown> }).then((body) => {
        // Any error, even beside data, is left to the browser's own rules (a block in error, a retry).
        if (!body.data || body.errors?.length) throw new Error(`${params.name} answered with errors`);
        return body as GraphQLResponse;
      }),
    );
  };
  const environment = createEnvironment(fetchFn);
  // The router stops its loaders when the request's signal aborts, and answers with what it has (errors).
  const request = new Request(url, { signal: AbortSignal.timeout(LOAD_LIMIT_MS) });
  const context = await pages.run(environment, () => handler.query(request)).catch(() => null);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location && context.status >= 300 && context.status < 400 ? { redirect: location } : null;
  }
  if (!context || context.errors || context.statusCode !== 200) return null;
  rendering = true;
  const router = createStaticRouter(handler.dataRoutes, context);
  // One moment for the whole page, which the browser hydrates at too (pageClock.tsx).
  const renderedAt = Date.now();
  const root = await renderToHtml(
    <Site environment={environment} renderedAt={renderedAt}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Site>,
    nonce,
  );
  if (root === null) return null;
  // React writes the preloads of the first images ahead of the markup: they belong in the head (and are no part of
  // what the browser hydrates).
  const [, preloads = '', markup = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(root) ?? [];
  // The same links Vite's loader would add (it finds them there and adds none), in the order it would.
  const stylesheets = [...new Set(earlyScreens(pathname, false).flatMap((screen) => screenChunks[screen] ?? []))]
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
  return {
    root: markup,
    head: `<meta name="${SERVER_RENDERED_META}" content="guest" ${RENDERED_AT_ATTRIBUTE}="${renderedAt}">`,
    styles: stylesheets.join('') + preloads,
    body: recordsElement(environment.getStore().getSource().toJSON()),
  };
}

/**
 * Renders what is ready now: loaders have waited for the page's data, so a boundary still waiting is waiting for what
 * the browser will ask for (a block's own query, a list's whole list). `browser()` hands such boundaries to the
 * browser, which renders them without reporting a hydration error; the HTML shows their fallbacks meanwhile.
 */
function renderToHtml(element: React.ReactNode, nonce: string | undefined): Promise<string | null> {
  return new Promise((resolve) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const limit = setTimeout(() => stream.abort(browser('the first screen took too long')), RENDER_LIMIT_MS);
    const stream = renderToPipeableStream(element, {
      // Every boundary written in place: a large one would otherwise come after the rest, moved by a script (one
      // answer written at once gains nothing from it).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A boundary handed to the browser is marked so by React's small inline script: the page's CSP allows it by
      // this nonce (query-service securityHeaders.ts).
      nonce,
      onShellReady() {
        clearTimeout(limit);
        // After the work already possible (every boundary whose data is in the store) is done: what is still
        // waiting is handed to the browser, and one flush writes it all.
        setImmediate(() => {
          stream.abort(browser('left to the browser'));
          stream.pipe(sink);
        });
      },
      onShellError() {
        clearTimeout(limit);
        resolve(null);
      },
      // An error inside a boundary is the browser's to show: it renders that boundary itself.
      onError() {},
    });
  });
}
