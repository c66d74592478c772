// `npm run bench -- --only pages`: the HTML of the pages a guest opens cold (the landing page, a media page, search),
// as the query-service answers them, beside the `{ __typename }` floor in the same run: with the guest's first screen
// rendered on the server (docs/adr/0053), with kept pages (0054) and without, and not rendered (SERVER_RENDERING=off:
// the boot skeleton, as before).
import { gql } from './graphql.ts';
import { floorHeaders } from './siteGql.ts';
import { measureBesideFloor, report } from './stats.ts';

interface PageStack {
  url: string;
  env: NodeJS.ProcessEnv;
}

/** One page's HTML, as a browser without cookies asks for it; fails on anything but 200 so no error is counted fast. */
async function page(url: string, rendered: boolean): Promise<void> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (html.includes('<meta name="server-rendered"') !== rendered) throw new Error(`${url} was ${rendered ? 'not ' : ''}rendered`);
}

export async function benchPages(
  stack: PageStack,
  mediaId: number,
  { suffix, rendered }: { suffix: string; rendered: boolean },
  run: { requests: number; concurrency: number },
): Promise<void> {
  // The media page's own address (the short one is redirected to it when rendered).
  const moved = await fetch(`${stack.url}/anime/${mediaId}`, { redirect: 'manual' });
  const mediaPath = moved.status === 302 ? moved.headers.get('location')! : `/anime/${mediaId}`;
  const sizes: Record<string, number> = {};
  for (const [name, path] of Object.entries({ landing: '/', media: mediaPath, search: '/search/anime' })) {
    sizes[name] = (await (await fetch(`${stack.url}${path}`)).text()).length;
  }
  report(`pages${suffix}.html_bytes`, sizes);
  await measureBesideFloor(
    `pages${suffix}`,
    {
      floor: () => gql(stack.url, '{ __typename }', {}, floorHeaders(stack)),
      landing: () => page(`${stack.url}/`, rendered),
      media: () => page(`${stack.url}${mediaPath}`, rendered),
      search: () => page(`${stack.url}/search/anime`, rendered),
    },
    { ...run, loadedCap: 400 },
  );
}
