// core §2, social §9: an affiliate tag is appended to links of one named store. The store is Amazon (any of its
// national shops, Prime Video's pages included); the tag is the deployment's own Associates tag, set at build time
// as VITE_AFFILIATE_TAG (client/.env; empty, as there, leaves links untagged).
export const AFFILIATE_STORE = 'Amazon';

const STORE_HOST = /(^|\.)amazon\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/i;

/** `url` with the store's `tag` parameter set to `tag` (replacing any other tag), or unchanged for other sites. */
export function withAffiliateTag(url: string, tag: string | undefined): string {
  if (!tag) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!/^https?:$/.test(parsed.protocol) || !STORE_HOST.test(parsed.hostname)) return url;
  parsed.searchParams.set('tag', tag);
  return parsed.toString();
}

/** The tag this build was made with. */
export const AFFILIATE_TAG: string | undefined = import.meta.env.VITE_AFFILIATE_TAG || undefined;
