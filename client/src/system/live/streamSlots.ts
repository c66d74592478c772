import type { Connect, StreamUpdate } from './followNotifications.ts';

/**
 * How many live-update streams one browser holds for this site, over all its tabs. A browser keeps at most six
 * HTTP/1.1 connections to a host, and each stream holds one for as long as it is open: three tabs, each following
 * the viewer's notifications and its page (a feed, an activity, a thread), took all six, and every query of those
 * tabs waited behind them for ever (markdownHostile.e2e's three tabs stopped loading pages). Two slots leave four
 * connections for queries, whatever the number of tabs.
 */
export const STREAM_SLOTS = 2;
const SLOT_LOCK = 'tsuzuki-live-stream-slot';
export const NO_STREAM_SLOT = 'Every live-update connection of this browser is held by other tabs.';

/** The part of the Web Locks API used here (navigator.locks: shared by every tab of the site's origin). */
export interface SlotLocks {
  request(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<void>): Promise<void>;
}

/**
 * `connect`, opened only while this tab holds one of the browser's STREAM_SLOTS (a Web Lock, freed when the stream
 * ends or the tab closes). With none free, the stream fails at once: followStream retries it later, with its
 * growing delays, and the page polls meanwhile as it does whenever its stream is down. Without Web Locks (an old
 * browser, the server rendering), streams open as before.
 */
export function withStreamSlot<U extends StreamUpdate>(
  connect: Connect<U>,
  locks: SlotLocks | null = (globalThis.navigator as { locks?: SlotLocks } | undefined)?.locks ?? null,
): Connect<U> {
  if (!locks) return connect;
  return (after, sink) => {
    let stopped = false;
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    void (async () => {
      for (let slot = 0; slot < STREAM_SLOTS && !stopped; slot++) {
        let held = false;
        await locks.request(`${SLOT_LOCK}-${slot}`, { ifAvailable: true }, async (lock) => {
          if (!lock || stopped) return;
          held = true;
          const close = connect(after, {
            next: (update) => sink.next(update),
            error: (error) => {
              end();
              sink.error(error);
            },
            complete: () => {
              end();
              sink.complete();
            },
          });
          await ended;
          close();
        });
        if (held) return;
      }
      if (!stopped) sink.error(new Error(NO_STREAM_SLOT));
    })();
    return () => {
      stopped = true;
      end();
    };
  };
}
