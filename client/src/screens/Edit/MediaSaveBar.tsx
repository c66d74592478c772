import { useState } from 'react';
import { useNavigate, useNavigation } from 'react-router-dom';
import formStyles from '../../components/Form/Form.module.css';
import { useSubmitMediaEdit } from '../../mutations/submitMediaEdit.ts';
import type { submitMediaEditMutation$variables } from '../../mutations/__generated__/submitMediaEditMutation.graphql';
import { useUpdateMediaData } from '../../mutations/updateMediaData.ts';
import type { updateMediaDataMutation$variables } from '../../mutations/__generated__/updateMediaDataMutation.graphql';
import { useViewer } from '../../session/useViewer.ts';
import { showToast, toastError } from '../../system/toasts.ts';
import { editsDirectly, mediaEditPath, type MediaTypeName } from './editRules.ts';
import { changedArguments, type MediaDraft } from './mediaDraft.ts';
import styles from './Edit.module.css';

export const SUBMITTED_MESSAGE = 'Your submission has been received and will be reviewed by a data moderator.';

interface Props {
  type: MediaTypeName;
  mediaId: number | 'new';
  original: MediaDraft | null;
  draft: MediaDraft;
  onSaved: () => void;
}

/**
 * Below the media forms (ADR 22): a member submits the changed fields with a source for the reviewer; a data
 * moderator of the media's type saves them directly, with an optional reason that tells the members who list it.
 * A new media is always a submission.
 */
export function MediaSaveBar({ type, mediaId, original, draft, onSaved }: Props) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const direct = mediaId !== 'new' && editsDirectly(viewer?.moderatorRoles, type);
  const [notes, setNotes] = useState('');
  const [updateMediaData, updating] = useUpdateMediaData();
  const [submitMediaEdit, submitting] = useSubmitMediaEdit();
  // Submitted, the bar stays disabled while the router loads the submission's page.
  const navigation = useNavigation();
  const busy = updating || submitting || navigation.state !== 'idle';
  const changed = changedArguments(original, draft);
  const count = Object.keys(changed).length;

  const save = () => {
    if (!draft.romaji.trim()) {
      showToast('A romaji title is required.', { kind: 'error' });
      return;
    }
    if (direct) {
      updateMediaData({ id: mediaId, reason: notes.trim() || null, ...changed } as updateMediaDataMutation$variables, {
        onCompleted: () => {
          showToast('Changes saved.', { kind: 'success' });
          setNotes('');
          onSaved();
        },
        onError: toastError,
      });
      return;
    }
    const target = mediaId === 'new' ? { type } : { mediaId };
    submitMediaEdit({ ...target, notes: notes.trim() || null, ...changed } as submitMediaEditMutation$variables, {
      onCompleted: (submission) => {
        showToast(SUBMITTED_MESSAGE, { kind: 'success' });
        if (submission) navigate(mediaEditPath(type, mediaId, 'submission', submission.id));
      },
      onError: toastError,
    });
  };

  return (
    <div className={`card ${styles.bar}`}>
      <label className={formStyles.field}>
        <span className={formStyles.label}>
          {direct ? 'Reason (optional: members with this on their list are notified)' : 'Source or notes for the reviewer'}
        </span>
        {direct ? (
          <input className={formStyles.input} value={notes} maxLength={500} onChange={(e) => setNotes(e.target.value)} />
        ) : (
          <textarea className={formStyles.input} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
        )}
      </label>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy || count === 0} onClick={save}>
          {direct ? 'Save' : 'Submit'}
        </button>
        <p className={styles.hint}>
          {count === 0 ? 'No changes yet.' : `${count} field${count === 1 ? '' : 's'} changed.`}
          {direct ? '' : ' A data moderator reviews submissions before they appear.'}
        </p>
      </div>
    </div>
  );
}
