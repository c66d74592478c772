import { useState } from 'react';
import { saveMessageActivity } from '../../mutations/saveMessageActivity.ts';
import { saveTextActivity } from '../../mutations/saveTextActivity.ts';
import { toastError } from '../../system/toasts.ts';
import { useEditorActivity } from './editorActivity.ts';
import { ActivityMarkdownEditor } from './lazyMarkdown.tsx';
import styles from './Controls.module.css';

interface Props {
  /** Writing on another member's profile: a message to them (SaveMessageActivity), which may be private. */
  recipientId?: number | null;
  /** Told the new activity's id once it is saved (the feed shows it). */
  onSaved?: (activityId: number) => void;
}

/**
 * The activity editor (core §4, social §4): inactive until focused; saving posts the status or message, then closes
 * and clears the editor; Cancel clears it. A failed save keeps the text and shows why.
 */
export function ActivityEditor({ recipientId, onSaved }: Props) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(false);
  const [isPrivate, setPrivate] = useState(false);
  const [saving, setSaving] = useState(false);
  useEditorActivity(active);
  const message = recipientId != null;

  function clear() {
    setText('');
    setPrivate(false);
    setActive(false);
  }

  async function post() {
    setSaving(true);
    try {
      const id = message
        ? await saveMessageActivity({ recipientId, message: text.trim(), private: isPrivate })
        : await saveTextActivity({ text: text.trim() });
      clear();
      onSaved?.(id);
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ActivityMarkdownEditor
      value={text}
      onChange={setText}
      placeholder={message ? 'Write a message...' : 'Write a status...'}
      active={active}
      onActiveChange={setActive}
      disabled={saving}
    >
      <div className={styles.editorButtons}>
        {message ? (
          <label className={styles.privateToggle}>
            <input type="checkbox" checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} /> Private
          </label>
        ) : null}
        <button type="button" className={styles.cancelButton} onClick={clear}>
          Cancel
        </button>
        <button type="button" className={`button ${styles.saveButton}`} disabled={saving || !text.trim()} onClick={post}>
          Post
        </button>
      </div>
    </ActivityMarkdownEditor>
  );
}
