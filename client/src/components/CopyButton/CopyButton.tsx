import { useEffect, useState } from 'react';
import styles from './CopyButton.module.css';

interface Props {
  value: string;
  /** What is copied, for the button's accessible name ("Copy client secret"). */
  what: string;
}

/** Copies a value to the clipboard and says so for a moment; where the clipboard is refused, selects nothing silently. */
export function CopyButton({ value, what }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    // The clipboard needs a secure context (https or localhost); elsewhere the value stays selectable on screen.
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <button type="button" className={styles.copy} onClick={copy} aria-label={`Copy ${what}`}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
