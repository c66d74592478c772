// Shared field helpers for descriptions, dates and site links.
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Descriptions are stored as the catalogue's HTML-ish text (AniList's convention: <br> and <i>). asHtml
 * keeps that; without it AniList clients expect the same text, so both return it, with plain newlines
 * turned into <br> for asHtml only.
 */
export function description(text: string | null, asHtml: boolean | null | undefined): string | null {
  if (text == null) return null;
  if (!asHtml) return text;
  return /<[a-z][\s\S]*>/i.test(text) ? text : escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}

export const fuzzyDate = (year: number | null, month: number | null, day: number | null) => ({ year, month, day });

/** The site's public address for absolute links (siteUrl fields, canonical links, the sitemap): SITE_URL, as the e-mails use. */
export const SITE_URL = (process.env.SITE_URL || process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(
  /\/+$/,
  '',
);
