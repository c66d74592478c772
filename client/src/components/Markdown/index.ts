// Member text: the rendered view and the editor. Both pull in the markdown renderer (markdown-it and DOMPurify),
// so screens import this folder from their lazily loaded code only.
export { Markdown } from './Markdown.tsx';
export { MarkdownEditor } from './MarkdownEditor.tsx';
