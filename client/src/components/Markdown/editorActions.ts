import { imageUrlError, linkUrlError, videoUrlError, youtubeUrlError } from '@tsuzuki/web/markdown/validators';

/** The textarea's text and selection, before or after a toolbar action. */
export interface TextSelection {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Wraps the selection in markers (bold, spoiler...), or unwraps it when it is already wrapped; with nothing
 * selected, inserts the placeholder wrapped and selects it so typing replaces it.
 */
export function wrapSelection(sel: TextSelection, before: string, after: string, placeholder: string): TextSelection {
  const { value, start, end } = sel;
  if (value.slice(start - before.length, start) === before && value.slice(end, end + after.length) === after) {
    const unwrapped = value.slice(0, start - before.length) + value.slice(start, end) + value.slice(end + after.length);
    return { value: unwrapped, start: start - before.length, end: end - before.length };
  }
  const inner = start === end ? placeholder : value.slice(start, end);
  const next = value.slice(0, start) + before + inner + after + value.slice(end);
  return { value: next, start: start + before.length, end: start + before.length + inner.length };
}

/** Code: backticks around a piece of a line, a fenced block around several lines. */
export function wrapCode(sel: TextSelection): TextSelection {
  const selected = sel.value.slice(sel.start, sel.end);
  return selected.includes('\n') ? wrapSelection(sel, '```\n', '\n```', 'code') : wrapSelection(sel, '`', '`', 'code');
}

/** Puts a prefix (quote, list, heading) before every selected line, or takes it off when all lines have it. */
export function prefixLines(sel: TextSelection, prefix: string): TextSelection {
  const { value } = sel;
  const lineStart = value.lastIndexOf('\n', sel.start - 1) + 1;
  const nextBreak = value.indexOf('\n', sel.end);
  const lineEnd = nextBreak < 0 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : prefix + line)).join('\n');
  const next = value.slice(0, lineStart) + changed + value.slice(lineEnd);
  return { value: next, start: lineStart, end: lineStart + changed.length };
}

/** Replaces the selection with a snippet and puts the caret after it. */
export function insertSnippet(sel: TextSelection, snippet: string): TextSelection {
  const next = sel.value.slice(0, sel.start) + snippet + sel.value.slice(sel.end);
  const caret = sel.start + snippet.length;
  return { value: next, start: caret, end: caret };
}

/** A link typed without a scheme ("example.com/page") gets https://, so it is not taken as a relative link. */
export function linkHref(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The toolbar buttons that ask for a URL first (core §5 "Editor link prompts"). */
export interface UrlPrompt {
  readonly title: string;
  readonly label: string;
  readonly validate: (url: string) => string | null;
  readonly apply: (sel: TextSelection, url: string) => TextSelection;
}

export const URL_PROMPTS = {
  link: {
    title: 'Insert link',
    label: 'Link URL',
    validate: linkUrlError,
    apply: (sel, url) => {
      const text = sel.value.slice(sel.start, sel.end) || 'link';
      return insertSnippet(sel, `[${text}](${linkHref(url)})`);
    },
  },
  image: {
    title: 'Insert image',
    label: 'Image URL',
    validate: imageUrlError,
    apply: (sel, url) => insertSnippet(sel, `img(${url.trim()})`),
  },
  youtube: {
    title: 'Insert YouTube video',
    label: 'YouTube URL or video id',
    validate: youtubeUrlError,
    apply: (sel, url) => insertSnippet(sel, `youtube(${url.trim()})`),
  },
  video: {
    title: 'Insert video',
    label: 'Video URL',
    validate: videoUrlError,
    apply: (sel, url) => insertSnippet(sel, `webm(${url.trim()})`),
  },
} satisfies Record<string, UrlPrompt>;

export type UrlPromptKind = keyof typeof URL_PROMPTS;
