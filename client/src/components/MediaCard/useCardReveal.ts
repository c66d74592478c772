import { useEffect, useRef, useState, type FocusEvent } from 'react';

/** Hovering this long turns the card's description's scrolling on (core §2; social §9's hover scroll delay). */
export const HOVER_SCROLL_DELAY_MS = 350;

/**
 * What a media card shows of its description: `open` while the pointer is over the card or focus is inside it;
 * `scrolling` once the pointer has rested HOVER_SCROLL_DELAY_MS (so that a wheel passing over the grid scrolls the page,
 * not a card), at once for keyboard focus (the reader has chosen the card).
 */
export function useCardReveal() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [rested, setRested] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const handlers = {
    onPointerEnter: () => {
      setHovered(true);
      stop();
      timer.current = setTimeout(() => setRested(true), HOVER_SCROLL_DELAY_MS);
    },
    onPointerLeave: () => {
      stop();
      setHovered(false);
      setRested(false);
    },
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { open: hovered || focused, scrolling: rested || focused, handlers };
}
