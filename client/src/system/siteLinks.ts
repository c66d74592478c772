// Footer destinations that live outside this app (social §2). Collected here so that a deployment can point them
// at its own pages; the internal ones are routes of this site even where the screen does not exist yet.
export const EXTERNAL_LINKS = {
  donate: '/donate',
  apiDocs: '/docs/api',
  submissionManual: '/docs/submission-manual',
  contact: 'mailto:contact@tsuzuki.invalid',
  discord: 'https://discord.com/',
  twitter: 'https://x.com/',
  github: 'https://github.com/',
} as const;

export const SITE_MAP_PATH = '/sitemap/index.xml';
export const SITE_NAME = 'Tsuzuki';
