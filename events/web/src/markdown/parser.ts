import MarkdownItParser, { type MarkdownIt, type StateCore, type Token } from 'markdown-it';
import { containerPlugin } from './containers.ts';
import { embedPlugin } from './embeds.ts';
import { inlineSyntaxPlugin } from './inlineSyntax.ts';
import { LINK_REL, LINK_TARGET, MAX_MARKDOWN_NESTING, RAW_HTML_TAG_BUDGET } from './policy.ts';

// Tags markdown-it produces that the allow list spells differently: h6 is not allowed (headings stop at h5) and
// ~~strike~~ comes out as s, which the list only knows as del.
const RENAMED_TAGS: Readonly<Record<string, string>> = { h6: 'h5', s: 'del' };

const RAW_TAG = /<[a-z]/gi;

/**
 * Renames tags (above), gives links their new-tab attributes up front (the sanitiser then has nothing to change)
 * and shows raw HTML as text once the text has used its tag budget: every tag costs the sanitiser and the page's
 * parser time, deep nesting more than its share, and nobody's post needs that many.
 */
function siteTokens(tokens: readonly Token[], budget: { left: number }): void {
  for (const token of tokens) {
    const renamed = RENAMED_TAGS[token.tag];
    if (renamed) token.tag = renamed;
    if (token.type === 'link_open') {
      token.attrSet('target', LINK_TARGET);
      token.attrSet('rel', LINK_REL);
    } else if (token.type === 'html_inline' || token.type === 'html_block') {
      budget.left -= token.content.match(RAW_TAG)?.length ?? 0;
      if (budget.left < 0) token.type = token.type === 'html_inline' ? 'text' : 'html_block_as_text';
    }
    if (token.children) siteTokens(token.children, budget);
  }
}

/**
 * The site's markdown dialect on markdown-it: CommonMark with raw HTML (the sanitiser filters it), newlines as line
 * breaks, bare URLs as links, no tables (not an allowed tag), plus spoilers, centre, mentions and embeds.
 */
export function createParser(): MarkdownIt {
  const md = new MarkdownItParser('default', {
    html: true,
    breaks: true,
    linkify: true,
    typographer: false,
    maxNesting: MAX_MARKDOWN_NESTING,
  });
  md.disable(['table']);
  md.use(containerPlugin).use(inlineSyntaxPlugin).use(embedPlugin);
  md.core.ruler.push('site_tokens', (state: StateCore) => siteTokens(state.tokens, { left: RAW_HTML_TAG_BUDGET }));
  md.renderer.rules.html_block_as_text = (tokens, idx) => `<p>${md.utils.escapeHtml(tokens[idx]!.content)}</p>\n`;
  return md;
}
