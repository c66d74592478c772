import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followNotifications, type NotificationUpdate, type UpdateSink } from './followNotifications.ts';

// ADR 70: the stream resumes from the last position it was given after any failure, and says when it is down so
// that the session's polling takes over meanwhile.
const update = (position: string, unreadNotificationCount: number): NotificationUpdate => ({
  position,
  unreadNotificationCount,
  notifications: [],
});

describe('followNotifications', () => {
  let opened: { after: string | null; sink: UpdateSink; closed: boolean }[];
  const connect = (after: string | null, sink: UpdateSink) => {
    const stream = { after, sink, closed: false };
    opened.push(stream);
    return () => (stream.closed = true);
  };
  beforeEach(() => {
    opened = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('reconnects from the last position it heard, after a delay that grows while it keeps failing', () => {
    const seen: number[] = [];
    const states: boolean[] = [];
    const stop = followNotifications(
      connect,
      { update: (u) => seen.push(u.unreadNotificationCount), live: (on) => states.push(on) },
      [100, 1000],
    );
    expect(opened.map((s) => s.after)).toEqual([null]);
    opened[0]!.sink.next(update('10:1', 2));
    opened[0]!.sink.next(update('12:3', 3));
    opened[0]!.sink.error(new Error('network'));
    expect(states).toEqual([true, false]);

    vi.advanceTimersByTime(99);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened.map((s) => s.after)).toEqual([null, '12:3']);
    // A second failure in a row waits longer; the late updates of a failed stream are not taken.
    opened[1]!.sink.complete();
    opened[1]!.sink.next(update('99:9', 9));
    vi.advanceTimersByTime(999);
    expect(opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(opened.map((s) => s.after)).toEqual([null, '12:3', '12:3']);
    opened[2]!.sink.next(update('13:0', 4));
    expect(seen).toEqual([2, 3, 4]);
    expect(states).toEqual([true, false, true]);

    stop();
    expect(opened[2]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(3);
  });

  it('stops for good, even while waiting to reconnect', () => {
    const stop = followNotifications(connect, { update: () => undefined, live: () => undefined }, [100]);
    opened[0]!.sink.error(new Error('down'));
    stop();
    vi.advanceTimersByTime(1000);
    expect(opened).toHaveLength(1);
  });
});
