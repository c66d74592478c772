import { useEffect, useRef } from 'react';
import type { DialogButton } from '../../system/dialogs.ts';
import styles from './Dialog.module.css';

interface Props {
  title: string;
  text: string;
  buttons: readonly DialogButton[];
  onAnswer: (value: boolean) => void;
}

/** A modal with a title, a text and buttons; Escape counts as the non-confirming answer. */
export function AlertDialog({ title, text, buttons, onAnswer }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="dialog-title"
      aria-describedby="dialog-text"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <h2 id="dialog-title" className={styles.title}>
        {title}
      </h2>
      <p id="dialog-text" className={styles.text}>
        {text}
      </p>
      <div className={styles.buttons}>
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className={button.primary ? 'button' : styles.secondary}
            autoFocus={button.primary}
            onClick={() => onAnswer(button.value)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}
