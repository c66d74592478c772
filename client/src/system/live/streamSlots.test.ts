import { describe, expect, it } from 'vitest';
import type { UpdateSink } from './followNotifications.ts';
import { NO_STREAM_SLOT, STREAM_SLOTS, withStreamSlot, type SlotLocks } from './streamSlots.ts';

/** Web Locks' ifAvailable requests as a browser answers them for all of an origin's tabs: held until the callback ends. */
function browserLocks(): SlotLocks & { held: Set<string> } {
  const held = new Set<string>();
  return {
    held,
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

/** A stream that stays open until closed, and records what its sink was told. */
function tab(locks: SlotLocks) {
  const told: string[] = [];
  let opened = 0;
  let closed = 0;
  let sinkOf: UpdateSink<{ position: string }> | null = null;
  const connect = withStreamSlot<{ position: string }>((_after, sink) => {
    opened++;
    sinkOf = sink;
    return () => void closed++;
  }, locks);
  const close = connect(null, {
    next: (u) => told.push(`next ${u.position}`),
    error: (e) => told.push(`error ${(e as Error).message}`),
    complete: () => told.push('complete'),
  });
  return { told, close, opened: () => opened, closed: () => closed, sink: () => sinkOf };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('live-update streams share the browser stream slots', () => {
  it('open while a slot is free, fail at once when every slot is held, and free theirs when closed', async () => {
    const locks = browserLocks();
    const tabs = Array.from({ length: STREAM_SLOTS }, () => tab(locks));
    await settle();
    expect(tabs.map((t) => t.opened())).toEqual(tabs.map(() => 1));
    expect(locks.held.size).toBe(STREAM_SLOTS);

    const late = tab(locks);
    await settle();
    expect(late.opened()).toBe(0);
    expect(late.told).toEqual([`error ${NO_STREAM_SLOT}`]);

    tabs[0]!.close();
    await settle();
    expect(tabs[0]!.closed()).toBe(1);
    expect(locks.held.size).toBe(STREAM_SLOTS - 1);
    const next = tab(locks);
    await settle();
    expect(next.opened()).toBe(1);
  });

  it('free the slot when the stream fails or ends, and pass its updates through', async () => {
    const locks = browserLocks();
    const one = tab(locks);
    await settle();
    one.sink()!.next({ position: '5:0' });
    one.sink()!.error(new Error('gone'));
    await settle();
    expect(one.told).toEqual(['next 5:0', 'error gone']);
    expect(one.closed()).toBe(1);
    expect(locks.held.size).toBe(0);
  });

  it('open as before where the browser has no Web Locks', () => {
    let opened = 0;
    withStreamSlot(() => {
      opened++;
      return () => {};
    }, undefined)(null, { next() {}, error() {}, complete() {} });
    expect(opened).toBe(1);
  });
});
