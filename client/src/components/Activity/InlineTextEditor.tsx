import { useState } from 'react';
import { useEditorActivity } from './editorActivity.ts';
import { ActivityMarkdownEditor } from './lazyMarkdown.tsx';
import styles from './Controls.module.css';

interface Props {
  initial: string;
  /** The text field's accessible name ("Edit status"). */
  label: string;
  /** Saves (a mutation hook's commit): the caller closes the editor once saved, and leaves it open with the text on a failure. */
  onSave: (text: string) => void;
  /** The save's in-flight state (useMutation's isInFlight). */
  saving: boolean;
  onCancel: () => void;
}

/** Editing a status, message or reply in place (social §6 "edit own text"). */
export function InlineTextEditor({ initial, label, onSave, saving, onCancel }: Props) {
  const [text, setText] = useState(initial);
  useEditorActivity(true);
  const save = () => onSave(text.trim());

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
