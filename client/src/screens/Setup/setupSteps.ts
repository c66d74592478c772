// The steps of /setup in order; language is the default child (social §2).
export const SETUP_STEPS = [
  { path: '', label: 'Language' },
  { path: 'scores', label: 'Scores' },
  { path: 'avatar', label: 'Avatar' },
  { path: 'color', label: 'Color' },
  { path: 'complete', label: 'Complete' },
] as const;

export const stepUrl = (path: string) => (path ? `/setup/${path}` : '/setup');

/** The URL of the step after the one at `path` (the last step has none). */
export function nextStepUrl(path: string): string | null {
  const index = SETUP_STEPS.findIndex((step) => step.path === path);
  const next = SETUP_STEPS[index + 1];
  return index >= 0 && next ? stepUrl(next.path) : null;
}
