import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import dialogStyles from './Dialog.module.css';
import styles from './PromptDialog.module.css';

interface Props {
  title: string;
  label: string;
  validate: (value: string) => string | null;
  onAnswer: (value: string | null) => void;
  submitLabel?: string;
  multiline?: boolean;
  maxLength?: number;
}

/**
 * A modal asking for one value, built like the site's alert dialog (AlertDialog): the confirming button checks the
 * value and shows the rule's message instead of closing when it fails; Cancel and Escape answer null.
 */
export function PromptDialog({ title, label, validate, onAnswer, submitLabel = 'OK', multiline = false, maxLength }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // No form element: the prompt may sit inside the caller's form (the markdown editor's), and forms cannot nest.
  function submit() {
    const problem = validate(value);
    if (problem) setError(problem);
    else onAnswer(value.trim());
  }

  const field = {
    id: `${id}-value`,
    className: styles.input,
    value,
    maxLength,
    autoFocus: true,
    'aria-invalid': error !== null,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setError(null);
    },
  };
  // One line submits on Enter; in a text area Enter is a new line and Ctrl/Cmd+Enter submits.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || (multiline && !event.ctrlKey && !event.metaKey)) return;
    event.preventDefault();
    submit();
  };

  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(null);
      }}
    >
      <h2 id={`${id}-title`} className={dialogStyles.title}>
        {title}
      </h2>
      <label className={styles.label} htmlFor={`${id}-value`}>
        {label}
      </label>
      {multiline ? <textarea {...field} rows={4} onKeyDown={onKeyDown} /> : <input {...field} onKeyDown={onKeyDown} />}
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
      <div className={dialogStyles.buttons}>
        <button type="button" className={dialogStyles.secondary} onClick={() => onAnswer(null)}>
          Cancel
        </button>
        <button type="button" className="button" onClick={submit}>
          {submitLabel}
        </button>
      </div>
    </dialog>
  );
}
