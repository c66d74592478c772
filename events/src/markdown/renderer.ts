import type { WindowLike } from 'dompurify';
import { createParser } from './parser.ts';
import { MAX_RENDERED_TAGS, SPOILER_CLASS } from './policy.ts';
import { createSanitizer } from './sanitize.ts';

export type RenderMarkdown = (text: string) => string;

function tagCount(html: string): number {
  let count = 0;
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) count++;
  return count;
}

/** The text as typed: escaped, paragraphs at blank lines, line breaks kept; all of it hidden if it has spoilers. */
function plainTextHtml(text: string, escape: (text: string) => string): string {
  const html = text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escape(paragraph.trim()).replace(/\n/g, '<br>\n')}</p>\n`)
    .join('');
  return text.includes('~!') ? `<div class="${SPOILER_CLASS}">\n${html}</div>\n` : html;
}

/**
 * Markdown to safe HTML: markdown-it renders the site's dialect, then DOMPurify (in the given window) keeps only
 * the allowed tags, attributes and URLs. The same code runs in the query-service (jsdom) and in the browser.
 */
export function createMarkdownRenderer(window: WindowLike): RenderMarkdown {
  const md = createParser();
  const sanitize = createSanitizer(window);
  return (text) => {
    const html = md.render(text);
    // Sanitising costs about the same per element everywhere, and the server's DOM is slow: a text that asks for
    // thousands of elements (a wall of mentions or spoilers) is shown as plain text instead.
    return sanitize(tagCount(html) > MAX_RENDERED_TAGS ? plainTextHtml(text, md.utils.escapeHtml) : html);
  };
}
