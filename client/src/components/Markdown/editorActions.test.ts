import { describe, expect, it } from 'vitest';
import { URL_PROMPTS, insertSnippet, linkHref, prefixLines, wrapCode, wrapSelection, type TextSelection } from './editorActions.ts';

/** "a[b]c": the brackets mark the selection. */
function sel(marked: string): TextSelection {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}

function marked({ value, start, end }: TextSelection): string {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

describe('editor actions', () => {
  it('wraps the selection, and unwraps it when pressed again', () => {
    const bold = wrapSelection(sel('say [hi] now'), '**', '**', 'bold text');
    expect(marked(bold)).toBe('say **[hi]** now');
    expect(marked(wrapSelection(bold, '**', '**', 'bold text'))).toBe('say [hi] now');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(marked(wrapSelection(sel('a []b'), '~!', '!~', 'spoiler'))).toBe('a ~![spoiler]!~b');
    expect(marked(wrapSelection(sel('[]'), '+++', '+++', 'centered text'))).toBe('+++[centered text]+++');
  });

  it('uses backticks for code in a line and a fence for several lines', () => {
    expect(marked(wrapCode(sel('run [npm test] now')))).toBe('run `[npm test]` now');
    expect(marked(wrapCode(sel('[a\nb]')))).toBe('```\n[a\nb]\n```');
  });

  it('prefixes every selected line, and takes the prefix off again', () => {
    const quoted = prefixLines(sel('intro\nfi[rst\nsec]ond\nlast'), '> ');
    expect(marked(quoted)).toBe('intro\n[> first\n> second]\nlast');
    expect(marked(prefixLines(quoted, '> '))).toBe('intro\n[first\nsecond]\nlast');
    expect(marked(prefixLines(sel('[]'), '- '))).toBe('[- ]');
  });

  it('replaces the selection with a snippet, caret after it', () => {
    expect(marked(insertSnippet(sel('a [b] c'), 'img(x)'))).toBe('a img(x)[] c');
  });

  it('builds links, images, YouTube and video embeds from the prompts', () => {
    expect(marked(URL_PROMPTS.link.apply(sel('see [docs]'), 'example.com/docs'))).toBe('see [docs](https://example.com/docs)[]');
    expect(marked(URL_PROMPTS.link.apply(sel('[]'), 'http://example.com'))).toBe('[link](http://example.com)[]');
    expect(marked(URL_PROMPTS.image.apply(sel('[]'), ' https://example.com/a.png '))).toBe('img(https://example.com/a.png)[]');
    expect(marked(URL_PROMPTS.youtube.apply(sel('[]'), 'dQw4w9WgXcQ'))).toBe('youtube(dQw4w9WgXcQ)[]');
    expect(marked(URL_PROMPTS.video.apply(sel('[]'), 'https://example.com/a.webm'))).toBe('webm(https://example.com/a.webm)[]');
  });

  it('checks prompt answers with the spec messages', () => {
    expect(URL_PROMPTS.link.validate('not a url')).toBe('Invalid URL');
    expect(URL_PROMPTS.image.validate('https://example.com/a.bmp')).toBe('Invalid image URL');
    expect(URL_PROMPTS.video.validate('https://example.com/a.avi')).toBe('Invalid video URL');
    expect(URL_PROMPTS.youtube.validate('anything')).toBeNull();
  });

  it('gives scheme-less links https://', () => {
    expect(linkHref(' example.com ')).toBe('https://example.com');
    expect(linkHref('HTTP://example.com')).toBe('HTTP://example.com');
  });
});
