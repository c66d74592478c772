import { SITE_URL } from '../../schema/text.ts';
import type { Head } from './html.ts';

const TYPES: Record<string, string> = {
  anime: 'Anime',
  manga: 'Manga',
  characters: 'Characters',
  staff: 'Staff',
  users: 'Users',
  studios: 'Studios',
};

const titleCase = (s: string) =>
  s
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/**
 * /search/:type/:alias?: a WebPage with a SearchAction (SRCH-36), so engines can offer the site's search.
 * The alias's exact title and description belong to the client; the server only names the page.
 */
export function searchHead(type: string, alias: string | undefined): Head | null {
  const label = TYPES[type];
  if (!label) return null;
  const title = alias ? `${titleCase(decodeURIComponent(alias))} ${label}` : `Search ${label}`;
  const url = `${SITE_URL}/search/${type}${alias ? `/${alias}` : ''}`;
  const description = `Find ${label.toLowerCase()} on Tsuzuki: filter, sort and browse.`;
  return {
    title: `${title} · Tsuzuki`,
    description,
    meta: [
      ['property', 'og:type', 'website'],
      ['property', 'og:title', title],
      ['property', 'og:url', url],
      ['property', 'og:description', description],
      ['property', 'og:site_name', 'Tsuzuki'],
      ['name', 'twitter:card', 'summary'],
    ],
    canonical: url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      url,
      description,
      isPartOf: { '@type': 'WebSite', name: 'Tsuzuki', url: SITE_URL },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}/search/${type}?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  };
}
