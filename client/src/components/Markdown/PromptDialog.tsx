import { useEffect, useId, useRef, useState } from 'react';
import dialogStyles from '../Dialog/Dialog.module.css';
import styles from './MarkdownEditor.module.css';

interface Props {
  title: string;
  label: string;
  validate: (value: string) => string | null;
  onAnswer: (value: string | null) => void;
}

/**
 * A modal asking for one value, built like the site's alert dialog (components/Dialog): OK checks the value and shows
 * the rule's message instead of closing when it fails; Cancel and Escape answer null.
 */
export function PromptDialog({ title, label, validate, onAnswer }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // No form element: the editor may sit inside the caller's form, and forms cannot nest.
  function submit() {
    const problem = validate(value);
    if (problem) setError(problem);
    else onAnswer(value.trim());
  }

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
      <label className={styles.promptLabel} htmlFor={`${id}-value`}>
        {label}
      </label>
      <input
        id={`${id}-value`}
        className={styles.promptInput}
        value={value}
        autoFocus
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
      />
      <p id={`${id}-error`} className={styles.promptError} role="alert">
        {error}
      </p>
      <div className={dialogStyles.buttons}>
        <button type="button" className={dialogStyles.secondary} onClick={() => onAnswer(null)}>
          Cancel
        </button>
        <button type="button" className="button" onClick={submit}>
          OK
        </button>
      </div>
    </dialog>
  );
}
