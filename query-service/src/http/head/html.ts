// Building blocks of the <head> the server puts into index.html for crawlers and link previews (core §2:
// structured data and social-preview metadata). Everything that comes from the catalogue is escaped here.
import { scriptJson } from '@tsuzuki/web/scriptJson';

export interface Head {
  title: string;
  description?: string | null;
  /** Ordered [attribute, name, content]: attribute is "name" or "property". */
  meta: [string, string, string][];
  canonical?: string;
  jsonLd?: object;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/** Catalogue descriptions carry <br> and <i>: plain text, whitespace collapsed, cut at a word near `max`. */
export function plainDescription(text: string | null | undefined, max = 160): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain || null;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function renderHead(head: Head): string {
  const lines = [`<title>${escapeAttribute(head.title)}</title>`];
  if (head.description) lines.push(`<meta name="description" content="${escapeAttribute(head.description)}">`);
  for (const [attribute, name, content] of head.meta) {
    lines.push(`<meta ${attribute}="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`);
  }
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}">`);
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return lines.join('\n    ');
}

/**
 * Replaces the page's generic <title> and description with the given head; the rest of index.html (the
 * theme script, the CSRF meta) stays as it is.
 */
export function withHead(html: string, head: Head): string {
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const block = renderHead(head);
  // A function, not a string: a replacement string would read "$&", "$`" or "$'" in a title as patterns.
  return /<\/head>/i.test(cleaned) ? cleaned.replace(/<\/head>/i, () => `    ${block}\n  </head>`) : `${block}\n${cleaned}`;
}
