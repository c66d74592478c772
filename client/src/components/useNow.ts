import { useEffect, useState } from 'react';
import { usePageNow } from '../system/pageClock.tsx';

/**
 * Current time in seconds, refreshed every minute so that countdowns stay right (social §9: 60 s labels). A page
 * the server rendered starts at the server's moment (pageClock.tsx) and takes the clock's as soon as it has hydrated.
 */
export function useNowSeconds(intervalMs = 60_000): number {
  const pageNow = usePageNow();
  const [now, setNow] = useState(() => Math.floor(pageNow / 1000));
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
    tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
