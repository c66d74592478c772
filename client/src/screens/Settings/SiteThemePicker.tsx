import { ChoiceGroup } from '../../components/Form/ChoiceGroup.tsx';
import { THEME_LABELS, THEMES, type ThemeChoice } from '../../system/theme.ts';
import { setTheme, useThemeChoice } from '../../system/useTheme.ts';

const CHOICES = THEMES.map((theme) => ({ value: theme, label: THEME_LABELS[theme] }));

/** The site theme (social §3, stored locally under site-theme), the same choice as the footer's selector. */
export function SiteThemePicker() {
  const current = useThemeChoice();
  return <ChoiceGroup<ThemeChoice> label="Theme" name="site-theme" value={current} choices={CHOICES} onChange={setTheme} />;
}
