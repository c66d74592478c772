import { SITE_NAME } from '../../system/siteLinks.ts';

/** Structured page data for search engines (core §2): the page as a schema.org collection of its type. */
export function SearchStructuredData({ title, description, type }: { title: string; description: string; type: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: title,
    ...(description ? { description } : {}),
    url: typeof window === 'undefined' ? undefined : window.location.href,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME },
    about: type,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
