import type { MarkdownIt } from 'markdown-it';
import { createParser } from './parser.ts';
import { MAX_RENDERED_TAGS, SPOILER_CLASS } from './policy.ts';
import { sanitize } from './sanitize.ts';

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

// Built on first use, so processes that never render markdown do not pay for it.
let md: MarkdownIt | null = null;

/**
 * A member's markdown (activities, messages, replies, reviews, forum threads and comments, about) as safe HTML:
 * markdown-it renders the site's dialect, then the sanitiser keeps only the allowed tags, attributes and URLs. The
 * query-service (`text(asHtml: true)`) and the client run this same code, with no DOM, so both give the same HTML.
 */
export function renderMarkdown(text: string): string {
  md ??= createParser();
  const html = md.render(text);
  // Sanitising costs about the same per element everywhere: a text that asks for thousands of elements (a wall of
  // mentions or spoilers) is shown as plain text instead.
  return sanitize(tagCount(html) > MAX_RENDERED_TAGS ? plainTextHtml(text, md.utils.escapeHtml) : html);
}
