import { MEMBER_MODERATION_LIMITS, MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { useEffect, useId, useRef, useState } from 'react';
import { useBanUser } from '../../mutations/banUser.ts';
import dialogStyles from '../Dialog/Dialog.module.css';
import promptStyles from '../Dialog/PromptDialog.module.css';
import { BAN_DURATIONS, banExpiry } from './banRules.ts';

interface Props {
  userId: number;
  name: string;
  onClose: (banned: boolean) => void;
}

/** A community moderator bans a member (ADR 21): a reason and how long; the member cannot write until it ends. */
export function BanDialog({ userId, name, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState(2);
  const [error, setError] = useState<string | null>(null);
  const [banUser, saving] = useBanUser();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  function submit() {
    if (!reason.trim()) {
      setError(MODERATION_MESSAGES.banReason);
      return;
    }
    banUser(userId, reason.trim(), banExpiry(BAN_DURATIONS[duration]!.days), { onCompleted: () => onClose(true) });
  }

  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id={`${id}-title`} className={dialogStyles.title}>
        Ban {name}
      </h2>
      <label className={promptStyles.label} htmlFor={`${id}-reason`}>
        Reason (the member reads it whenever they try to write)
      </label>
      <textarea
        id={`${id}-reason`}
        className={promptStyles.input}
        rows={3}
        value={reason}
        maxLength={MEMBER_MODERATION_LIMITS.shortReason}
        aria-invalid={error !== null}
        autoFocus
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      <label className={promptStyles.label} htmlFor={`${id}-duration`} style={{ marginTop: 12 }}>
        Length
      </label>
      <select
        id={`${id}-duration`}
        className={promptStyles.input}
        value={duration}
        onChange={(event) => setDuration(Number(event.target.value))}
      >
        {BAN_DURATIONS.map((d, i) => (
          <option key={d.label} value={i}>
            {d.label}
          </option>
        ))}
      </select>
      <p className={promptStyles.error} role="alert">
        {error}
      </p>
      <div className={dialogStyles.buttons}>
        <button type="button" className={dialogStyles.secondary} onClick={() => onClose(false)}>
          Cancel
        </button>
        <button type="button" className="button" disabled={saving} onClick={submit}>
          Ban
        </button>
      </div>
    </dialog>
  );
}
