import { PROFILE_COLORS } from './settingsOptions.ts';
import styles from './Settings.module.css';

interface Props {
  value: string | null | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The profile colour swatches (core §3 options.profileColor). */
export function ProfileColorPicker({ value, onChange, disabled }: Props) {
  return (
    <div className={styles.swatches} role="radiogroup" aria-label="Profile Color">
      {PROFILE_COLORS.map((color) => (
        <button
          key={color.value}
          type="button"
          role="radio"
          aria-checked={value === color.value}
          aria-label={color.label}
          title={color.label}
          disabled={disabled}
          className={styles.swatch}
          style={{ '--swatch': color.color } as React.CSSProperties}
          onClick={() => onChange(color.value)}
        />
      ))}
    </div>
  );
}
