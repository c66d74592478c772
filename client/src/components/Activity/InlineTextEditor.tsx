import { useState } from 'react';
import { toastError } from '../../system/toasts.ts';
import { useEditorActivity } from './editorActivity.ts';
import { ActivityMarkdownEditor } from './lazyMarkdown.tsx';
import styles from './Controls.module.css';

interface Props {
  initial: string;
  /** The text field's accessible name ("Edit status"). */
  label: string;
  /** Saves; the editor stays open with the text when it rejects (the failure is shown as a toast). */
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** Editing a status, message or reply in place (social §6 "edit own text"). */
export function InlineTextEditor({ initial, label, onSave, onCancel }: Props) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  useEditorActivity(true);

  async function save() {
    setSaving(true);
    try {
      await onSave(text.trim());
    } catch (error) {
      toastError(error);
      setSaving(false);
    }
  }

  return (
    <div className={styles.inlineEditor}>
      <ActivityMarkdownEditor value={text} onChange={setText} label={label} active autoFocus disabled={saving}>
        <div className={styles.editorButtons}>
          <button type="button" className={styles.cancelButton} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={`button ${styles.saveButton}`} disabled={saving || !text.trim()} onClick={save}>
            Save
          </button>
        </div>
      </ActivityMarkdownEditor>
    </div>
  );
}
