import type { MarkdownIt, StateInline } from 'markdown-it';
import { SPOILER_CLASS } from './policy.ts';

/** Token markup of a mention's link, so mentionedNames can tell mentions from other links. */
export const MENTION_MARKUP = 'mention';

const SPOILER_OPEN = '~!';
const SPOILER_CLOSE = '!~';

// The next closing marker at or after a position, remembered per inline run: nested and repeated openers look for
// the same closer, and a long text full of openers must not be searched to the end once per opener.
const closeSearch = new WeakMap<StateInline, { from: number; found: number }>();

function nextClose(state: StateInline, from: number): number {
  const last = closeSearch.get(state);
  if (last && from >= last.from && (last.found < 0 || from <= last.found)) return last.found;
  const found = state.src.indexOf(SPOILER_CLOSE, from);
  closeSearch.set(state, { from, found });
  return found;
}

/** ~!text!~ inside a paragraph: a span the client keeps hidden until clicked. */
function spoiler(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (!state.src.startsWith(SPOILER_OPEN, start)) return false;
  const close = nextClose(state, start + SPOILER_OPEN.length);
  if (close < 0 || close + SPOILER_CLOSE.length > state.posMax || close === start + SPOILER_OPEN.length) return false;
  if (!silent) {
    const open = state.push('spoiler_open', 'span', 1);
    open.attrSet('class', SPOILER_CLASS);
    open.markup = SPOILER_OPEN;
    const max = state.posMax;
    state.pos = start + SPOILER_OPEN.length;
    state.posMax = close;
    state.md.inline.tokenize(state);
    state.posMax = max;
    state.push('spoiler_close', 'span', -1).markup = SPOILER_CLOSE;
  }
  state.pos = close + SPOILER_CLOSE.length;
  return true;
}

function isNameChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}

/** @name (2 to 20 name characters, not part of an e-mail address or a link) becomes a link to the profile. */
function mention(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== 0x40 /* @ */ || state.linkLevel > 0) return false;
  if (start > 0 && isNameChar(state.src.charCodeAt(start - 1))) return false;
  let end = start + 1;
  while (end < state.posMax && end - start <= 21 && isNameChar(state.src.charCodeAt(end))) end++;
  const length = end - start - 1;
  if (length < 2 || length > 20) return false;
  if (!silent) {
    const name = state.src.slice(start + 1, end);
    const open = state.push('link_open', 'a', 1);
    open.attrSet('href', `/user/${name}`);
    open.markup = MENTION_MARKUP;
    open.info = 'auto';
    state.push('text', '', 0).content = `@${name}`;
    const close = state.push('link_close', 'a', -1);
    close.markup = MENTION_MARKUP;
    close.info = 'auto';
  }
  state.pos = end;
  return true;
}

export function inlineSyntaxPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('strikethrough', 'spoiler', spoiler);
  md.inline.ruler.before('emphasis', 'mention', mention);
}
