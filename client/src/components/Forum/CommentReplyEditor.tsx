import { useState } from 'react';
import type { CommentRef } from '../../mutations/forumRecord.ts';
import { usePostCommentReply } from '../../mutations/saveThreadComment.ts';
import { toastError } from '../../system/toasts.ts';
import { useEditorActivity } from '../Activity/editorActivity.ts';
import { ActivityMarkdownEditor } from '../Activity/lazyMarkdown.tsx';
import controls from '../Activity/Controls.module.css';
import styles from './Comments.module.css';

interface Props {
  parent: CommentRef;
  /** Closed: posted (the reply shows under its parent) or cancelled. */
  onDone: (posted: boolean) => void;
}

/** A reply under a comment, opened by its Reply control (social §2 "a comment can have child comments"). */
export function CommentReplyEditor({ parent, onDone }: Props) {
  const [text, setText] = useState('');
  const [postCommentReply, saving] = usePostCommentReply();
  useEditorActivity(true);

  function post() {
    postCommentReply(parent, text.trim(), { onCompleted: () => onDone(true), onError: toastError });
  }

  return (
    <div className={styles.replyEditor}>
      <ActivityMarkdownEditor
        value={text}
        onChange={setText}
        label="Write a reply..."
        placeholder="Write a reply..."
        active
        autoFocus
        disabled={saving}
      >
        <div className={controls.editorButtons}>
          <button type="button" className={controls.cancelButton} onClick={() => onDone(false)}>
            Cancel
          </button>
          <button type="button" className={`button ${controls.saveButton}`} disabled={saving || !text.trim()} onClick={post}>
            Post Reply
          </button>
        </div>
      </ActivityMarkdownEditor>
    </div>
  );
}
