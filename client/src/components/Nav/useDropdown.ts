import { useRef, useState } from 'react';

// After a click in a dropdown it stays hidden for 30 ms (social §9), so that it does not reopen under the pointer.
const HIDE_AFTER_CLICK_MS = 30;

/** Open/close state of a hover-or-focus dropdown of the navigation. */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const suppressed = useRef(false);

  const show = () => {
    if (!suppressed.current) setOpen(true);
  };
  const hide = () => setOpen(false);
  const hideAfterClick = () => {
    setOpen(false);
    suppressed.current = true;
    setTimeout(() => (suppressed.current = false), HIDE_AFTER_CLICK_MS);
  };
  // A pointer that clicks has already hovered, and the hover opened the menu: the click keeps it open (closing it
  // there would depend on whether React rendered between the two events). Keyboard presses (detail 0) toggle.
  const toggle = (event: { detail: number }) => (event.detail > 0 || !open ? show() : hide());

  return { open, show, hide, hideAfterClick, toggle };
}
