import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { EditorToolbar } from './EditorToolbar.tsx';
import { insertSnippet, URL_PROMPTS, type TextSelection, type UrlPromptKind } from './editorActions.ts';
import { Markdown } from './Markdown.tsx';
import styles from './MarkdownEditor.module.css';
import { usePrompt } from '../../system/usePrompt.tsx';
import { showToast } from '../../system/toasts.ts';
import { uploadTextImage } from './textImageUpload.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the text field; the placeholder when not given. */
  label?: string;
  /**
   * Controlled activity: the feed keeps an editor active until it saves or cancels (core §4 "Activity editor").
   * Left out, the editor turns active on focus and inactive when it loses focus empty.
   */
  active?: boolean;
  /** Told when the editor asks to turn active (focus) or inactive (left empty), e.g. to pause the feed's refresh. */
  onActiveChange?: (active: boolean) => void;
  onFocus?: () => void;
  autoFocus?: boolean;
  maxLength?: number;
  disabled?: boolean;
  /** Shown under the text while active, beside the Preview toggle: the caller's Save and Cancel. */
  children?: ReactNode;
}

/**
 * A markdown text field with a formatting toolbar and a preview. Inactive it is a single line; focusing it opens
 * the toolbar and the full height.
 */
export function MarkdownEditor(props: Props) {
  const { value, onChange, placeholder, label, active, onActiveChange, onFocus, autoFocus, maxLength, disabled, children } = props;
  const [focusActive, setFocusActive] = useState(autoFocus ?? false);
  const [preview, setPreview] = useState(false);
  const isActive = active ?? focusActive;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pending = useRef<TextSelection | null>(null);
  const { prompt, dialog } = usePrompt();
  // An upload ends seconds later: its img(...) goes into the text as it is by then.
  const latest = useRef(value);
  latest.current = value;
  const [uploading, setUploading] = useState(false);

  // After a toolbar edit the parent hands the new value back; then the caret or selection goes where the edit put it.
  useLayoutEffect(() => {
    const field = textarea.current;
    const edit = pending.current;
    if (!field || !edit || field.value !== edit.value) return;
    pending.current = null;
    field.focus();
    field.setSelectionRange(edit.start, edit.end);
  }, [value, preview]);

  function setActive(next: boolean) {
    if (active === undefined) setFocusActive(next);
    onActiveChange?.(next);
  }

  function selection(): TextSelection {
    const field = textarea.current;
    return { value, start: field?.selectionStart ?? value.length, end: field?.selectionEnd ?? value.length };
  }

  function apply(edit: TextSelection) {
    pending.current = edit;
    onChange(edit.value);
  }

  async function askUrl(kind: UrlPromptKind) {
    const before = selection();
    const rule = URL_PROMPTS[kind];
    const url = await prompt({ title: rule.title, label: rule.label, validate: rule.validate });
    if (url === null) {
      textarea.current?.focus();
      return;
    }
    apply(rule.apply(before, url));
  }

  async function uploadImage() {
    const before = selection();
    const url = await prompt({ title: 'Upload image', label: 'Image URL', validate: () => null });
    if (url === null) return textarea.current?.focus();
    setUploading(true);
    try {
      const stored = await uploadTextImage(url);
      // At the caret the member left; at the end if they have typed on meanwhile (the caret has moved with it).
      const now = latest.current;
      const at = now === before.value ? before : { value: now, start: now.length, end: now.length };
      apply(insertSnippet(at, `img(${stored})`));
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), { kind: 'error' });
    } finally {
      setUploading(false);
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (!value.trim() && isActive) setActive(false);
  }

  return (
    <div className={styles.editor} data-active={isActive} onBlur={onBlur}>
      {isActive && (
        <EditorToolbar
          disabled={preview || uploading || disabled === true}
          onEdit={(edit) => apply(edit(selection()))}
          onPrompt={askUrl}
          onUpload={() => void uploadImage()}
        />
      )}
      {preview ? (
        <div className={styles.preview} aria-label="Preview">
          {value.trim() ? <Markdown text={value} /> : <p className={styles.empty}>Nothing to preview</p>}
        </div>
      ) : (
        <textarea
          ref={textarea}
          className={styles.text}
          value={value}
          placeholder={placeholder}
          aria-label={label ?? placeholder}
          rows={isActive ? 6 : 1}
          maxLength={maxLength}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => {
            if (!isActive) setActive(true);
            onFocus?.();
          }}
        />
      )}
      {isActive && (
        <div className={styles.footer}>
          <button type="button" className={styles.previewToggle} aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
            {preview ? 'Edit' : 'Preview'}
          </button>
          <div className={styles.actions}>{children}</div>
        </div>
      )}
      {dialog}
    </div>
  );
}
