import { useEffect, useRef, useState } from 'react';

const FIRST = 60;
const STEP = 120;

/**
 * How many rows a long page renders: a first screenful, then more each time the sentinel below them comes near
 * the viewport, so a list of thousands of entries opens and filters without building every row at once. A new
 * resetKey (another section, other filters) starts again from the first screenful.
 */
export function useRenderBudget(total: number, resetKey: string) {
  const [budget, setBudget] = useState(FIRST);
  const [key, setKey] = useState(resetKey);
  const sentinel = useRef<HTMLDivElement | null>(null);
  if (key !== resetKey) {
    setKey(resetKey);
    setBudget(FIRST);
  }
  const more = budget < total;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more) return;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) setBudget((current) => current + STEP);
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, budget]);

  return { budget, more, sentinel };
}
