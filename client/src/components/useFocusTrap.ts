import { useEffect, type RefObject } from 'react';
import { FOCUSABLE, wrapFocus } from './focusOrder.ts';

const focusableIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);

/**
 * Keeps keyboard focus inside `ref` while mounted: Tab and Shift+Tab wrap around its focusable elements, and focus
 * that lands outside (a click on the page behind, a script) is brought back to the first one.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = ref.current;
      if (event.key !== 'Tab' || !root) return;
      const items = focusableIn(root);
      const next = wrapFocus(items.length, items.indexOf(document.activeElement as HTMLElement), event.shiftKey);
      if (next === null) return;
      event.preventDefault();
      items[next]?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const root = ref.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) focusableIn(root)[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref]);
}
