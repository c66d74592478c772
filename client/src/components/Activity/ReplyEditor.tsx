import { useState } from 'react';
import { usePostActivityReply } from '../../mutations/saveActivityReply.ts';
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
  const [postActivityReply, saving] = usePostActivityReply();
  useEditorActivity(active);

  function clear() {
    setText('');
    setActive(false);
  }

  function post() {
    postActivityReply(activityId, activityRecordId, text.trim(), {
      onCompleted: () => {
        clear();
        onPosted();
      },
      onError: toastError,
    });
  }

  return (
    <ActivityMarkdownEditor
      value={text}
      onChange={setText}
      placeholder="Write a reply..."
      active={active}
      onActiveChange={setActive}
      disabled={saving}
    >
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
