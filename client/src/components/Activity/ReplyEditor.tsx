import { useState } from 'react';
import { postActivityReply } from '../../mutations/saveActivityReply.ts';
import { toastError } from '../../system/toasts.ts';
import { useEditorActivity } from './editorActivity.ts';
import { ActivityMarkdownEditor } from './lazyMarkdown.tsx';
import styles from './Controls.module.css';

interface Props {
  activityId: number;
  activityRecordId: string;
  onPosted: () => void;
}

/** The reply editor under an activity's replies: inactive until focused; posting clears and closes it. */
export function ReplyEditor({ activityId, activityRecordId, onPosted }: Props) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(false);
  const [saving, setSaving] = useState(false);
  useEditorActivity(active);

  function clear() {
    setText('');
    setActive(false);
  }

  async function post() {
    setSaving(true);
    try {
      await postActivityReply(activityId, activityRecordId, text.trim());
      clear();
      onPosted();
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ActivityMarkdownEditor value={text} onChange={setText} placeholder="Write a reply..." active={active} onActiveChange={setActive} disabled={saving}>
      <div className={styles.editorButtons}>
        <button type="button" className={styles.cancelButton} onClick={clear}>
          Cancel
        </button>
        <button type="button" className={`button ${styles.saveButton}`} disabled={saving || !text.trim()} onClick={post}>
          Reply
        </button>
      </div>
    </ActivityMarkdownEditor>
  );
}
