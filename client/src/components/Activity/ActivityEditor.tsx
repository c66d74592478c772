import { MODCHAN_NAME } from '@tsuzuki/events/moderationRules';
import { useState } from 'react';
import { useSaveMessageActivity } from '../../mutations/saveMessageActivity.ts';
import { useSaveTextActivity } from '../../mutations/saveTextActivity.ts';
import { toastError } from '../../system/toasts.ts';
import { useViewer } from '../../session/useViewer.ts';
import { isCommunityModerator } from '../Moderation/moderationRights.ts';
import { useEditorActivity } from './editorActivity.ts';
import { ActivityMarkdownEditor } from './lazyMarkdown.tsx';
import styles from './Controls.module.css';

/** Community moderators may post as the intermediary account, and send messages as it privately (social §6). */
type PostAs = 'self' | 'modchan' | 'modchanPrivate';

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
  const [saveMessageActivity, savingMessage] = useSaveMessageActivity();
  const [saveTextActivity, savingText] = useSaveTextActivity();
  const saving = savingMessage || savingText;
  const [postAs, setPostAs] = useState<PostAs>('self');
  useEditorActivity(active);
  const message = recipientId != null;
  const asModChoice = isCommunityModerator(useViewer());

  function clear() {
    setText('');
    setPrivate(false);
    setPostAs('self');
    setActive(false);
  }

  function post() {
    const asMod = postAs !== 'self' ? { asMod: true } : {};
    const callbacks = {
      onCompleted: (id: number) => {
        clear();
        onSaved?.(id);
      },
      onError: toastError,
    };
    if (message)
      saveMessageActivity({ recipientId, message: text.trim(), private: isPrivate || postAs === 'modchanPrivate', ...asMod }, callbacks);
    else saveTextActivity({ text: text.trim(), ...asMod }, callbacks);
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
        {asModChoice ? (
          <label className={styles.privateToggle}>
            Post as{' '}
            <select value={postAs} onChange={(event) => setPostAs(event.target.value as PostAs)}>
              <option value="self">Me</option>
              <option value="modchan">{MODCHAN_NAME}</option>
              {message ? <option value="modchanPrivate">{MODCHAN_NAME} Private</option> : null}
            </select>
          </label>
        ) : null}
        {message && postAs !== 'modchanPrivate' ? (
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
