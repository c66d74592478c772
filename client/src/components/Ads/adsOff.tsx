import { useEffect, useSyncExternalStore } from 'react';

// Error pages and adult media switch ads off (core §2, §6) for as long as they are shown: each renders <AdsOff />,
// and leaving the page unmounts it, which is how ads come back after navigating away (social §2).
let mounted = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a page that switches ads off is shown. The server (and hydration) say false: effects have not run. */
export function useAdsSwitchedOff(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mounted > 0,
    () => false,
  );
}

/**
 * Switches ads off while mounted. The marker is for the stylesheet: a server-rendered adult page must hide its slots
 * in the HTML itself, before any script has run (AdSlot.module.css).
 */
export function AdsOff() {
  useEffect(() => {
    mounted += 1;
    notify();
    return () => {
      mounted -= 1;
      notify();
    };
  }, []);
  return <span hidden data-ads-off="" />;
}
