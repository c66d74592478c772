import { lazy, Suspense, type ComponentProps } from 'react';
import styles from './Activity.module.css';

// The markdown renderer (markdown-it and DOMPurify) is heavy: cards and editors load it on first use, apart from
// the screen's own code, so that a feed's first paint does not wait for it.
const loadMarkdown = () => import('../Markdown/index.ts');
const MarkdownView = lazy(async () => ({ default: (await loadMarkdown()).Markdown }));
const MarkdownEditorView = lazy(async () => ({ default: (await loadMarkdown()).MarkdownEditor }));

/** Starts loading the renderer early (a feed calls it when it mounts, beside its first query). */
export function preloadMarkdown(): void {
  void loadMarkdown();
}

/** A member's text, rendered; until the renderer has arrived, the text as written. */
export function ActivityMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className={styles.rawText}>{text}</div>}>
      <MarkdownView text={text} />
    </Suspense>
  );
}

type EditorProps = ComponentProps<typeof MarkdownEditorView>;

/** The markdown editor; until it has arrived, an inert field of the same size. */
export function ActivityMarkdownEditor(props: EditorProps) {
  return (
    <Suspense
      fallback={
        <textarea
          className={styles.editorPlaceholder}
          rows={1}
          placeholder={props.placeholder}
          aria-label={props.label ?? props.placeholder}
          disabled
        />
      }
    >
      <MarkdownEditorView {...props} />
    </Suspense>
  );
}
