import { createMarkdownRenderer, type RenderMarkdown } from './renderer.ts';

// The browser's entry: the page's own window, so jsdom never reaches the client bundle.
let render: RenderMarkdown | null = null;

/** Safe HTML for a member's markdown; the same output as the server's renderMarkdown. */
export function renderMarkdown(text: string): string {
  render ??= createMarkdownRenderer(window);
  return render(text);
}
