import { useId, useState } from 'react';
import styles from './ListEditor.module.css';

interface Props {
  label: string;
  value: number;
  /** Shown as "/ max" and used as the input's maximum; null when unbounded. */
  max: number | null;
  step?: number;
  clamp: (value: number) => number;
  onChange: (value: number) => void;
}

/**
 * A number input from 0 that keeps what is typed while it has focus ("7." on the way to "7.5") and shows the value
 * within its bounds once it loses it (a progress above the total becomes the total).
 */
export function NumberField({ label, value, max, step = 1, clamp, onChange }: Props) {
  // What is typed, while the field has focus (null: show the value).
  const [text, setText] = useState<string | null>(null);
  const id = useId();
  return (
    // A div with a label for the input alone: the "/ max" beside it is not part of the field's name.
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <span className={styles.numberRow}>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          min={0}
          max={max ?? undefined}
          step={step}
          value={text ?? String(value)}
          onFocus={() => setText(String(value))}
          onBlur={() => setText(null)}
          onChange={(event) => {
            setText(event.target.value);
            onChange(clamp(event.target.value === '' ? 0 : Number(event.target.value)));
          }}
        />
        {max !== null ? <span className={styles.max}>/ {max}</span> : null}
      </span>
    </div>
  );
}
