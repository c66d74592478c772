import type { Token } from 'markdown-it';
import { MENTION_MARKUP } from './inlineSyntax.ts';
import { createParser } from './parser.ts';

let parser: ReturnType<typeof createParser> | null = null;

function collect(tokens: readonly Token[], names: string[], seen: Set<string>): void {
  for (const token of tokens) {
    if (token.type === 'link_open' && token.markup === MENTION_MARKUP) {
      const name = String(token.attrGet('href') ?? '').replace(/^\/user\//, '');
      // Names are looked up case-insensitively: @Yuki and @yuki mention one member once.
      if (name && !seen.has(name.toLowerCase())) {
        seen.add(name.toLowerCase());
        names.push(name);
      }
    }
    if (token.children) collect(token.children, names, seen);
  }
}

/**
 * The names a text mentions (@name), unique and in order of appearance, for mention notifications. Parsed by the
 * renderer's own parser, so a mention inside code or a link is not one, exactly as on screen. Needs no DOM.
 */
export function mentionedNames(text: string): string[] {
  parser ??= createParser();
  const names: string[] = [];
  collect(parser.parse(text, {}), names, new Set());
  return names;
}
