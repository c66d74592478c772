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
  const toggle = () => (open ? hide() : show());

  return { open, show, hide, hideAfterClick, toggle };
}
