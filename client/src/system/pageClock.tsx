import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

// The moment a page is rendered at (ADR 54). The server renders a page at one moment, which its head carries; the
// browser hydrates at that same moment whatever its own clock says (a kept page can be seconds old, and "5 minutes
// ago" must hydrate as it was rendered), then moves to its own clock at once.
const PageClock = createContext<number | null>(null);

/** `renderedAt`: the server's moment (on the server, and in the browser while it hydrates the server's page). */
export function PageClockProvider({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  const [at, setAt] = useState(renderedAt);
  // Runs only in the browser, once the page has hydrated.
  useEffect(() => setAt(null), []);
  return <PageClock.Provider value={at}>{children}</PageClock.Provider>;
}

/** Milliseconds since the epoch as the page is rendered: the server's moment while hydrating, the clock otherwise. */
export function usePageNow(): number {
  return useContext(PageClock) ?? Date.now();
}
