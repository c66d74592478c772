// Keyboard focus inside a modal overlay: Tab and Shift+Tab go round within it instead of reaching the page behind.

/** Elements that take focus from the keyboard. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (or Shift+Tab, `backwards`) goes among `count` focusable elements from the one at `current` (-1: focus
 * is on none of them). A number: move there; null: the browser's own step stays inside, nothing to do.
 */
export function wrapFocus(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}
