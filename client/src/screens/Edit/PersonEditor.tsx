import { useState } from 'react';
import formStyles from '../../components/Form/Form.module.css';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { useSubmitCharacterEdit, useSubmitStaffEdit, useUpdateCharacterData, useUpdateStaffData } from '../../mutations/editPerson.ts';
import type { editPersonSubmitCharacterMutation$variables } from '../../mutations/__generated__/editPersonSubmitCharacterMutation.graphql';
import type { editPersonSubmitStaffMutation$variables } from '../../mutations/__generated__/editPersonSubmitStaffMutation.graphql';
import type { editPersonUpdateCharacterMutation$variables } from '../../mutations/__generated__/editPersonUpdateCharacterMutation.graphql';
import type { editPersonUpdateStaffMutation$variables } from '../../mutations/__generated__/editPersonUpdateStaffMutation.graphql';
import { useViewer } from '../../session/useViewer.ts';
import { showToast, toastError } from '../../system/toasts.ts';
import { editsDirectly } from './editRules.ts';
import { SUBMITTED_MESSAGE } from './MediaSaveBar.tsx';
import { PERSON_FIELDS, changedPersonArguments, type PersonDraft, type PersonKind } from './personDraft.ts';
import { RevisionHistory } from './RevisionHistory.tsx';
import { SubmissionView } from './SubmissionView.tsx';
import styles from './Edit.module.css';
import { BlockBoundary } from '../../components/LoadError/BlockBoundary.tsx';

interface Props {
  kind: PersonKind;
  id: number;
  initial: PersonDraft;
  submissionId: number | null;
}

/**
 * The character or staff form (social §2, ADR 22): a member submits the changed fields, a data moderator of the kind
 * saves them; a linked submission shows above it and the revision history below.
 */
export function PersonEditor({ kind, id, initial, submissionId }: Props) {
  const viewer = useViewer();
  const direct = editsDirectly(viewer?.moderatorRoles, kind);
  const [original, setOriginal] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [notes, setNotes] = useState('');
  const [submitCharacterEdit, submittingCharacter] = useSubmitCharacterEdit();
  const [updateCharacterData, updatingCharacter] = useUpdateCharacterData();
  const [submitStaffEdit, submittingStaff] = useSubmitStaffEdit();
  const [updateStaffData, updatingStaff] = useUpdateStaffData();
  const busy = submittingCharacter || updatingCharacter || submittingStaff || updatingStaff;
  const [saved, setSaved] = useState(0);
  const changed = changedPersonArguments(kind, original, draft);
  const count = Object.keys(changed).length;

  const save = () => {
    const note = notes.trim() || null;
    const callbacks = {
      onCompleted: () => {
        showToast(direct ? 'Changes saved.' : SUBMITTED_MESSAGE, { kind: 'success' });
        setNotes('');
        if (direct) setOriginal(draft);
        else setDraft(original);
        setSaved((n) => n + 1);
      },
      onError: toastError,
    };
    if (kind === 'CHARACTER') {
      if (direct) updateCharacterData({ id, reason: note, ...changed } as editPersonUpdateCharacterMutation$variables, callbacks);
      else submitCharacterEdit({ characterId: id, notes: note, ...changed } as editPersonSubmitCharacterMutation$variables, callbacks);
    } else if (direct) updateStaffData({ id, reason: note, ...changed } as editPersonUpdateStaffMutation$variables, callbacks);
    else submitStaffEdit({ staffId: id, notes: note, ...changed } as editPersonSubmitStaffMutation$variables, callbacks);
  };

  return (
    <>
      {submissionId ? (
        <BlockBoundary what="The submission" fallback={null}>
          {(attempt) => <SubmissionView kind={kind} id={submissionId} attempt={attempt} />}
        </BlockBoundary>
      ) : null}
      <FormSection title={kind === 'CHARACTER' ? 'Character' : 'Staff'}>
        {PERSON_FIELDS[kind].map((f) => (
          <label key={f.key} className={formStyles.field}>
            <span className={formStyles.label}>{f.input === 'date' ? `${f.label} (yyyy-mm-dd, parts may be empty)` : f.label}</span>
            {f.input === 'lines' || f.input === 'multiline' ? (
              <textarea
                className={formStyles.input}
                value={draft[f.key] ?? ''}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              />
            ) : (
              <input
                className={formStyles.input}
                value={draft[f.key] ?? ''}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              />
            )}
          </label>
        ))}
      </FormSection>
      <div className={`card ${styles.bar}`}>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{direct ? 'Reason (optional)' : 'Source or notes for the reviewer'}</span>
          <input className={formStyles.input} value={notes} maxLength={direct ? 500 : 2000} onChange={(e) => setNotes(e.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="button" className="button" disabled={busy || count === 0} onClick={save}>
            {direct ? 'Save' : 'Submit'}
          </button>
          <p className={styles.hint}>{count === 0 ? 'No changes yet.' : `${count} field${count === 1 ? '' : 's'} changed.`}</p>
        </div>
      </div>
      <h2 className={styles.title}>History</h2>
      <BlockBoundary key={saved} what="Revision history" fallback={null}>
        {(fetchKey) => <RevisionHistory {...(kind === 'CHARACTER' ? { characterId: id } : { staffId: id })} fetchKey={fetchKey} />}
      </BlockBoundary>
    </>
  );
}
