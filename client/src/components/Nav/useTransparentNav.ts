import { useEffect, useState } from 'react';
import { useMatches } from 'react-router-dom';

/** A route's handle may ask for a see-through desktop bar over the top of its page (social §2: user pages only). */
export interface TransparentNavHandle {
  readonly transparentNav?: boolean;
}

/** social §9: the bar stays see-through while the page is scrolled less than this. */
export const TRANSPARENT_NAV_SCROLL_PX = 60;

/** Whether the desktop bar is see-through now: the current page asks for it and is scrolled less than 60 px. */
export function useTransparentNav(): boolean {
  const wanted = useMatches().some((match) => (match.handle as TransparentNavHandle | undefined)?.transparentNav === true);
  const [nearTop, setNearTop] = useState(true);
  useEffect(() => {
    if (!wanted) return;
    const onScroll = () => setNearTop(window.scrollY < TRANSPARENT_NAV_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [wanted]);
  return wanted && nearTop;
}
