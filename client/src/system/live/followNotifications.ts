// Live notifications (issue 25, ADR 70): the viewer's unread count and new notifications come over one
// Server-Sent Events stream (GraphQL over SSE, graphql-sse) while it is up. It reconnects on its own from the last
// position it was given, so nothing projected meanwhile is missed or shown twice; while it is down the session's
// polling (viewerSession.ts) does what it did before.

export interface NotificationUpdate {
  /** The resume token: everything up to this log position has been sent. */
  position: string;
  unreadNotificationCount: number;
  notifications: readonly { __typename: string; id?: number }[] | null;
}

/** What every subscription's update carries (ADR 70, 71): its resume token. */
export interface StreamUpdate {
  position: string;
}

export interface UpdateSink<U extends StreamUpdate = NotificationUpdate> {
  next(update: U): void;
  error(error: unknown): void;
  complete(): void;
}

/** Opens one stream from `after` (null: from now); returns what closes it. */
export type Connect<U extends StreamUpdate = NotificationUpdate> = (after: string | null, sink: UpdateSink<U>) => () => void;

export interface Listener<U extends StreamUpdate = NotificationUpdate> {
  update(update: U): void;
  /** true once an update came over the stream; false when it failed and polling should take over meanwhile. */
  live(isLive: boolean): void;
}

/** How long to wait before each reconnect after a failure in a row (the last repeats). */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export const NOTIFICATIONS_SUBSCRIPTION = `subscription LiveNotifications($after: String) {
  Notifications(after: $after) { position unreadNotificationCount notifications { __typename } }
}`;

/** Follows the viewer's notifications until the returned function is called. */
export const followNotifications = (connect: Connect, listener: Listener, delays?: readonly number[]) =>
  followStream(connect, listener, delays);

/** Follows a subscription (any of ADR 70's and 71's) until the returned function is called. */
export function followStream<U extends StreamUpdate>(
  connect: Connect<U>,
  listener: Listener<U>,
  delays: readonly number[] = RECONNECT_DELAYS_MS,
): () => void {
  let after: string | null = null;
  let failures = 0;
  let stopped = false;
  let close: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let live = false;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    listener.live(value);
  };
  const retry = () => {
    close = null;
    if (stopped) return;
    setLive(false);
    const delay = delays[Math.min(failures, delays.length - 1)]!;
    failures++;
    timer = setTimeout(open, delay);
  };
  function open() {
    timer = null;
    if (stopped) return;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      retry();
    };
    close = connect(after, {
      next(update) {
        if (ended || stopped) return;
        after = update.position;
        failures = 0;
        setLive(true);
        listener.update(update);
      },
      error: end,
      complete: end,
    });
  }
  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    close?.();
    close = null;
  };
}
