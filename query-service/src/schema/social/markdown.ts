import { renderMarkdown } from '@tsuzuki/web/markdown/renderer';
import { LRUCache } from 'lru-cache';

// Members' texts are stored as they wrote them (markdown) and rendered to safe HTML when a client asks asHtml:
// the same text renders the same every time, so the last few thousand renders are kept.
const rendered = new LRUCache<string, string>({
  max: 5000,
  maxSize: 20_000_000,
  sizeCalculation: (html, text) => html.length + text.length,
});

/** AniList's `text(asHtml: Boolean)`: the markdown as written, or its sanitised HTML. */
export function markdownField(text: string | null, asHtml: boolean | null | undefined): string | null {
  if (text == null || !asHtml) return text;
  let html = rendered.get(text);
  if (html === undefined) rendered.set(text, (html = renderMarkdown(text)));
  return html;
}
