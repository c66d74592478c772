import { setTheme, useThemeChoice } from '../../system/useTheme.ts';
import { THEME_LABELS, THEMES } from '../../system/theme.ts';
import styles from './Footer.module.css';

/** Default, Dark, High Contrast, System Theme (social §2); the change restyles the page at once. */
export function ThemeSelector() {
  const current = useThemeChoice();
  return (
    <div className={styles.themes} role="radiogroup" aria-label="Site Theme">
      <span className={styles.themesLabel}>Site Theme</span>
      <div className={styles.themeButtons}>
        {THEMES.map((theme) => (
          <button
            key={theme}
            type="button"
            role="radio"
            aria-checked={current === theme}
            className={styles.themeButton}
            data-theme-option={theme}
            onClick={() => setTheme(theme)}
          >
            <span className={styles.swatch} data-swatch={theme} aria-hidden="true">
              A
            </span>
            {THEME_LABELS[theme]}
          </button>
        ))}
      </div>
    </div>
  );
}
