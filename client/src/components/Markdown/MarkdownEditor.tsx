import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { EditorToolbar } from './EditorToolbar.tsx';
import { URL_PROMPTS, type TextSelection, type UrlPromptKind } from './editorActions.ts';
import { Markdown } from './Markdown.tsx';
import styles from './MarkdownEditor.module.css';
import { usePrompt } from '../../system/usePrompt.tsx';

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

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (!value.trim() && isActive) setActive(false);
  }

  return (
    <div className={styles.editor} data-active={isActive} onBlur={onBlur}>
      {isActive && <EditorToolbar disabled={preview || disabled === true} onEdit={(edit) => apply(edit(selection()))} onPrompt={askUrl} />}
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
