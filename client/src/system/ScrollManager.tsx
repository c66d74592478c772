import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every navigation opens the new page at the top, or at the element named by the URL hash when the route links
 * to an anchor (core §2). Replacing the URL of the same page (slug fix, search text) keeps the scroll position.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // The anchor may render a frame later (lazy content); try for a short while.
    let frames = 0;
    let handle = 0;
    const seek = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView();
      else if (frames++ < 30) handle = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);

  return null;
}
