// social §3/§4: the choice is stored locally under site-theme; "system" follows the OS preference live.
export const THEME_STORAGE_KEY = 'site-theme';
export const THEMES = ['default', 'dark', 'contrast', 'system'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export type AppliedTheme = Exclude<ThemeChoice, 'system'>;

export const THEME_LABELS: Record<ThemeChoice, string> = {
  default: 'Default',
  dark: 'Dark',
  contrast: 'High Contrast',
  system: 'System Theme',
};

export function parseTheme(stored: string | null | undefined): ThemeChoice {
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : 'default';
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): AppliedTheme {
  if (choice === 'system') return prefersDark ? 'dark' : 'default';
  return choice;
}
