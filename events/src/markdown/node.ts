import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createMarkdownRenderer, type RenderMarkdown } from './renderer.ts';

// The server's entry: DOMPurify needs a DOM, jsdom gives it one. Built on first use, so processes that never
// render markdown do not pay for a window.
let render: RenderMarkdown | null = null;

/** Safe HTML for a member's markdown (activities, replies, reviews, comments, about). */
export function renderMarkdown(text: string): string {
  render ??= createMarkdownRenderer(new JSDOM('<!DOCTYPE html>').window as unknown as WindowLike);
  return render(text);
}
