import { useState } from 'react';
import { Link } from 'react-router-dom';
import formStyles from '../../components/Form/Form.module.css';
import { useAcceptSubmission, useRejectSubmission } from '../../mutations/decideSubmission.ts';
import { useViewer } from '../../session/useViewer.ts';
import { showToast, toastError } from '../../system/toasts.ts';
import { DiffTable } from './DiffTable.tsx';
import { editsDirectly, submissionPath } from './editRules.ts';
import { editTime } from './editTime.ts';
import { STATUS_LABELS, decidingKind, type SubmissionRecord } from './submissionRecord.ts';
import styles from './Edit.module.css';

interface Props {
  submission: SubmissionRecord;
  /** After a decision: the caller refetches its list. */
  onDecided?: () => void;
  /** A link to the submission's own page (the queues and the profile tab). */
  linkToPage?: boolean;
}

const STORE_KIND = { MEDIA: 'Media', CHARACTER: 'Character', STAFF: 'Staff' } as const;

/**
 * One submission (ADR 22): what it is about, who sent it and when, its status and notes, and its changes field by
 * field. A data moderator of its kind decides a pending one here: all fields or those ticked, with notes for the
 * submitter and, for a media, a reason that tells the members who list it.
 */
export function SubmissionCard({ submission: s, onDecided, linkToPage }: Props) {
  const viewer = useViewer();
  const decides = s.status === 'PENDING' && editsDirectly(viewer?.moderatorRoles, decidingKind(s));
  const [picked, setPicked] = useState<Set<string>>(() => new Set(s.fieldChanges.map((c) => c.field)));
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [acceptSubmission, accepting] = useAcceptSubmission();
  const [rejectSubmission, rejecting] = useRejectSubmission();
  const busy = accepting || rejecting;

  const decide = (accept: boolean) => {
    const decided = (message: string) => ({
      onCompleted: () => {
        showToast(message, { kind: 'success' });
        onDecided?.();
      },
      onError: toastError,
    });
    if (!accept) {
      rejectSubmission(s.id, notes, decided('Submission rejected.'));
      return;
    }
    const all = picked.size === s.fieldChanges.length;
    acceptSubmission(
      s.id,
      { kind: STORE_KIND[s.kind], id: s.objectId },
      { fields: all ? null : [...picked], notes, reason },
      decided(all ? 'Submission accepted.' : 'Submission partially accepted.'),
    );
  };

  return (
    <article className={`card ${styles.item}`} aria-label={`Submission ${s.id}`} data-testid="submission">
      <div className={styles.meta}>
        <strong>
          {linkToPage ? (
            <Link to={submissionPath(s.kind, { id: s.id, objectId: s.objectId, type: s.mediaType, isNew: s.isNew })}>{s.label}</Link>
          ) : (
            s.label
          )}
        </strong>
        {s.isNew ? <span>New entry</span> : null}
        <span className={styles.status} data-status={s.status}>
          {STATUS_LABELS[s.status] ?? s.status}
        </span>
        <span>#{s.id}</span>
        {s.submitter ? (
          <span>
            by <Link to={`/user/${encodeURIComponent(s.submitter.name)}`}>{s.submitter.name}</Link>
          </span>
        ) : null}
        <time>{editTime(s.createdAt)}</time>
        {s.assignee ? (
          <span>
            decided by {s.assignee.name} {editTime(s.decidedAt)}
          </span>
        ) : null}
      </div>
      <DiffTable
        caption={`Changes of submission ${s.id}`}
        beforeLabel={s.isNew ? 'Current' : 'When submitted'}
        afterLabel="Proposed"
        changes={s.fieldChanges}
        picked={decides ? picked : undefined}
        onPick={
          decides && s.fieldChanges.length > 1
            ? (field, on) =>
                setPicked((p) => {
                  const next = new Set(p);
                  if (on) next.add(field);
                  else next.delete(field);
                  return next;
                })
            : undefined
        }
      />
      {s.source ? <p className={styles.notes}>Source: {s.source}</p> : null}
      {s.notes ? (
        <p className={styles.notes} data-testid="submission-notes">
          Moderator notes: {s.notes}
        </p>
      ) : null}
      {s.acceptedFields && s.status === 'PARTIALLY_ACCEPTED' ? (
        <p className={styles.hint}>Accepted: {s.acceptedFields.join(', ')}</p>
      ) : null}
      {decides ? (
        <div className={styles.bar}>
          <label className={formStyles.field}>
            <span className={formStyles.label}>Notes for the submitter</span>
            <textarea className={formStyles.input} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
          </label>
          {s.kind === 'MEDIA' && !s.isNew ? (
            <label className={formStyles.field}>
              <span className={formStyles.label}>Reason (members with this on their list are notified)</span>
              <input className={formStyles.input} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </label>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className="button" disabled={busy || picked.size === 0} onClick={() => decide(true)}>
              Accept
            </button>
            <button type="button" className={`button ${styles.danger}`} disabled={busy} onClick={() => decide(false)}>
              Reject
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
