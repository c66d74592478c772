import styles from './Form.module.css';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly hint?: string;
}

interface Props<T extends string> {
  label: string;
  name: string;
  value: T | null | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A set of radio buttons drawn as selectable tiles. */
export function ChoiceGroup<T extends string>({ label, name, value, choices, onChange, disabled }: Props<T>) {
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.choiceList}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice} data-checked={choice.value === value}>
            <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
            <span className={styles.choiceLabel}>{choice.label}</span>
            {choice.hint ? <span className={styles.choiceHint}>{choice.hint}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
