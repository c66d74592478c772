import { useEffect, useState } from 'react';

/** Current time in seconds, refreshed every minute so that countdowns stay right (social §9: 60 s labels). */
export function useNowSeconds(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
