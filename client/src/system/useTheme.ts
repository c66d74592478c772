import { useSyncExternalStore } from 'react';
import { parseTheme, resolveTheme, THEME_STORAGE_KEY, type ThemeChoice } from './theme.ts';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();
let choice: ThemeChoice = readStoredChoice();

function readStoredChoice(): ThemeChoice {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'default';
  }
}

/** The palettes live in CSS under html[data-theme=…]; index.html runs the same step before first paint. */
function apply(): void {
  const root = document.documentElement;
  root.dataset.theme = resolveTheme(choice, darkQuery().matches);
  root.dataset.themeChoice = choice;
}

export function setTheme(next: ThemeChoice): void {
  choice = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode without storage: the choice still applies to this visit.
  }
  apply();
  listeners.forEach((listener) => listener());
}

export function startThemeSync(): void {
  apply();
  // "System Theme" follows the OS preference live, without a reload.
  darkQuery().addEventListener('change', apply);
  // Another tab changing the theme changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) setTheme(parseTheme(event.newValue));
  });
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => choice,
    // The server cannot know the visitor's choice: its page is the default theme's (the HTML's script applies the
    // choice to <html> before the first paint); the browser renders its choice right after hydrating.
    () => 'default',
  );
}
