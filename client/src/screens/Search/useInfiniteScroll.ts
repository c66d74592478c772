import { useEffect, useRef, useTransition } from 'react';

/** Calls loadMore when the returned sentinel element comes near the viewport (infinite scroll, core §2). */
export function useInfiniteScroll(hasNext: boolean, isLoading: boolean, loadMore: () => void) {
  const [, startTransition] = useTransition();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNext || isLoading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(loadMore);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext, isLoading, loadMore]);
  return sentinel;
}
