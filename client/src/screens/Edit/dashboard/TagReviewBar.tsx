import { useState } from 'react';
import formStyles from '../../../components/Form/Form.module.css';
import type { MutationCallbacks } from '../../../system/mutationCallbacks.ts';
import { showToast } from '../../../system/toasts.ts';
import styles from '../Edit.module.css';

interface Props {
  /** What the buttons name, e.g. "Time Loop" ("Accept Time Loop"). */
  name: string;
  busy: boolean;
  accept(callbacks: MutationCallbacks): void;
  deny(reason: string, callbacks: MutationCallbacks): void;
  onDecided(): void;
}

/**
 * A data moderator's decision on a waiting tag, a new one or a known one proposed for a media (ADR 20, 67): Accept,
 * or Deny with the reason its submitter is told.
 */
export function TagReviewBar({ name, busy, accept, deny, onDecided }: Props) {
  const [reason, setReason] = useState('');
  const run = (accepting: boolean) => {
    if (!accepting && !reason.trim()) {
      showToast('A reason is required to deny a tag.', { kind: 'error' });
      return;
    }
    const decided = {
      onCompleted: () => {
        showToast(accepting ? 'Tag accepted.' : 'Tag denied.', { kind: 'success' });
        onDecided();
      },
    };
    if (accepting) accept(decided);
    else deny(reason.trim(), decided);
  };
  return (
    <div className={styles.bar}>
      <label className={formStyles.field}>
        <span className={formStyles.label}>Reason (to deny)</span>
        <input className={formStyles.input} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy} aria-label={`Accept ${name}`} onClick={() => run(true)}>
          Accept
        </button>
        <button type="button" className={`button ${styles.danger}`} disabled={busy} aria-label={`Deny ${name}`} onClick={() => run(false)}>
          Deny
        </button>
      </div>
    </div>
  );
}
