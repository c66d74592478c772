import type { MarkdownIt, StateInline } from 'markdown-it';
import { YOUTUBE_CLASS } from './policy.ts';
import { safeUrl, youtubeId } from './urls.ts';

// AniList-style embeds: img(url), img220(url), img50%(url), youtube(id or url), webm(url).
const EMBED_HEAD = /^(img(\d{1,4}%?)?|youtube|webm)\(/i;
const MAX_ARGUMENT = 2048;
// The one relative source an embed may have: an image the editor's upload helper stored on this site.
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9._-]+$/;

function isWordChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}

/** An embed keyword starts here, not inside a word ("myimg(" is text). */
function embedStartsAt(src: string, pos: number): boolean {
  const first = src.charCodeAt(pos) | 0x20;
  if (first !== 0x69 /* i */ && first !== 0x79 /* y */ && first !== 0x77 /* w */) return false;
  if (pos > 0 && isWordChar(src.charCodeAt(pos - 1))) return false;
  return EMBED_HEAD.test(src.slice(pos, pos + 12));
}

/** Where the argument's closing parenthesis is (balanced, on the same line), or -1. */
function argumentEnd(state: StateInline, from: number): number {
  let depth = 0;
  const limit = Math.min(state.posMax, from + MAX_ARGUMENT);
  for (let i = from; i < limit; i++) {
    const ch = state.src.charCodeAt(i);
    if (ch === 0x0a) return -1;
    if (ch === 0x28) depth++;
    else if (ch === 0x29) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

function pushImage(state: StateInline, src: string, width?: string): void {
  const image = state.push('embed_image', 'img', 0);
  image.attrSet('src', src);
  if (width) image.attrSet('width', width);
}

/** Pushes the embed's tokens; false when the argument is not a usable URL or video id (the text stays as typed). */
function pushEmbed(state: StateInline, kind: string, width: string | undefined, argument: string, silent: boolean): boolean {
  if (kind === 'youtube') {
    const id = youtubeId(argument);
    // Inside a link's text the thumbnail's own link would nest anchors, which parsers pull apart.
    if (!id || state.linkLevel > 0) return false;
    if (silent) return true;
    // A thumbnail linking to YouTube, not an iframe: no third-party frame, no script, only allowed tags.
    const open = state.push('link_open', 'a', 1);
    open.attrSet('href', `https://www.youtube.com/watch?v=${id}`);
    open.attrSet('class', YOUTUBE_CLASS);
    pushImage(state, `https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    state.push('link_close', 'a', -1);
    return true;
  }
  const src = safeUrl(argument, 'media');
  if (!src || !(/^https:\/\//.test(src) || (kind === 'img' && OWN_UPLOAD.test(src)))) return false;
  if (silent) return true;
  if (kind === 'webm') {
    const video = state.push('embed_video_open', 'video', 1);
    video.attrSet('src', src);
    for (const flag of ['controls', 'loop', 'muted']) video.attrSet(flag, '');
    state.push('embed_video_close', 'video', -1);
  } else {
    pushImage(state, src, width);
  }
  return true;
}

function embed(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (!embedStartsAt(state.src, start)) return false;
  const head = EMBED_HEAD.exec(state.src.slice(start, start + 12))!;
  const from = start + head[0].length;
  const end = argumentEnd(state, from);
  if (end < 0) return false;
  const kind = head[1]!.toLowerCase().startsWith('img') ? 'img' : head[1]!.toLowerCase();
  if (!pushEmbed(state, kind, head[2], state.src.slice(from, end), silent)) return false;
  state.pos = end + 1;
  return true;
}

// markdown-it's text rule swallows everything up to its fixed set of terminator characters, letters never among
// them; this copy also stops where an embed keyword starts, so the embed rule gets to look at it.
const TERMINATORS = new Set(Array.from('\n!#$%&*+-:<=>@[\\]^_`{}~', (ch) => ch.charCodeAt(0)));

function text(state: StateInline, silent: boolean): boolean {
  let pos = state.pos;
  while (pos < state.posMax && !TERMINATORS.has(state.src.charCodeAt(pos)) && !(pos > state.pos && embedStartsAt(state.src, pos))) {
    pos++;
  }
  if (pos === state.pos) return false;
  if (!silent) state.pending += state.src.slice(state.pos, pos);
  state.pos = pos;
  return true;
}

export function embedPlugin(md: MarkdownIt): void {
  md.inline.ruler.at('text', text);
  md.inline.ruler.before('text', 'embed', embed);
}
