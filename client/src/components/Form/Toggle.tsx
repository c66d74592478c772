import styles from './Form.module.css';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch with its label (a checkbox underneath, so that it is a switch for assistive technology too). */
export function Toggle({ label, checked, onChange, disabled }: Props) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={styles.toggleInput}
      />
      <span className={styles.toggleTrack} aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}
