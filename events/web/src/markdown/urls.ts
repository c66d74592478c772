import { MAX_URL_LENGTH, PIRACY_DOMAINS, YOUTUBE_ID } from './policy.ts';

// Resolving against a base that cannot be a real site tells relative references from absolute ones the way a
// browser does (WHATWG URL in Node and in the browser alike), tabs, newlines and control characters included.
const RELATIVE_BASE = new URL('https://relative.invalid/');
const ABSOLUTE = /^[a-z][a-z\d+.-]*:|^[\\/]{2}/i;
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const INVISIBLE = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** `link` for a's href; `media` for img and video src, which are upgraded to https (core §5). */
export type UrlUse = 'link' | 'media';

export function isPiracyHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return PIRACY_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * The URL to put in an href or src, or null when it must go: only http(s), mailto (links only) and relative
 * references survive, never to a piracy host; media over http is upgraded to https.
 */
export function safeUrl(raw: string, use: UrlUse): string | null {
  const text = raw.trim();
  if (!text || text.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(text, RELATIVE_BASE);
  } catch {
    return null;
  }
  // Relative: kept as written, the browser resolves it against the page exactly as it was resolved here; unless it
  // spells a scheme once invisible characters are taken out ("java\u200bscript:"), as a reader or another parser may.
  if (url.origin === RELATIVE_BASE.origin && !ABSOLUTE.test(text)) return ABSOLUTE.test(text.replace(INVISIBLE, '')) ? null : text;
  if (url.protocol === 'mailto:') return use === 'link' ? url.href : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || isPiracyHost(url.hostname)) return null;
  if (use === 'media') url.protocol = 'https:';
  return url.href;
}

/** The video id of youtube(...): a bare id of 10 to 15 characters, or a watch, share, embed or shorts URL. */
export function youtubeId(input: string): string | null {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}
