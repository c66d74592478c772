import type { HTMLInputAutoCompleteAttribute } from 'react';
import styles from './Auth.module.css';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'email' | 'text';
}

/** A labelled text input of the authentication forms. */
export function AuthField({ label, name, value, onChange, type = 'text', autoComplete, inputMode }: Props) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
