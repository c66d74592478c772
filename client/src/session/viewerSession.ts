import { fetchQuery } from 'react-relay';
import { commitLocalUpdate, createOperationDescriptor, getRequest, type Disposable, type IEnvironment, type Snapshot } from 'relay-runtime';
import { environment } from '../system/relayEnvironment.ts';
import { GraphQLRequestError } from '../system/transport/errors.ts';
import { followNotifications, type Connect } from '../system/live/followNotifications.ts';
import { sseConnect } from '../system/live/sseConnect.ts';
import { viewerQuery } from './ViewerQuery.ts';
import type { ViewerQuery as ViewerQueryType, ViewerQuery$data } from './__generated__/ViewerQuery.graphql';
import {
  hintAfter,
  nextStatus,
  otherTabChange,
  refreshOnTick,
  refreshOnVisible,
  shouldFetchViewer,
  VIEWER_REFRESH_MS,
  type SessionEvent,
  type SessionStatus,
} from './sessionState.ts';
import { AUTH_STORAGE_KEY, parseStoredViewer, readStoredViewer, writeStoredViewer, type Viewer } from './viewerStorage.ts';

export interface ViewerSessionState {
  readonly status: SessionStatus;
  readonly viewer: Viewer | null;
}

/** The ViewerQuery's operation: its answer in the Relay store is the session's viewer. */
const viewerOperation = createOperationDescriptor(getRequest(viewerQuery), {});

const viewerOf = (snapshot: Snapshot): Viewer | null => (snapshot.data as ViewerQuery$data | undefined)?.Viewer ?? null;

/**
 * The viewer session of core §4. The viewer is the ViewerQuery's answer in the Relay store, kept there for the whole
 * visit (retained) and read from there by route loaders (getState, synchronously) and components (useViewer, which
 * subscribes to the store). What lives here is only where the session stands (unknown, cached, confirmed, guest).
 * Local storage holds a copy as a hint for the first paint of the next visit, and to follow other tabs. Started once
 * by main.tsx.
 */
class ViewerSession {
  private status: SessionStatus = 'unknown';
  private snapshot: Snapshot | null = null;
  /** The environment the snapshot is of, and what holds it there. */
  private watched: { environment: IEnvironment; retained: Disposable; subscription: Disposable } | null = null;
  private readonly listeners = new Set<() => void>();
  private inflight: Promise<void> | null = null;
  private hiddenSince: number | null = null;
  private started = false;
  /** Set while a change that came from the storage itself is applied: it is not written back. */
  private fromStorage = false;
  /** The member's live notification stream (ADR 70) while one is followed; `on` while it delivers. */
  private live: { stop: () => void; on: boolean; userId: number } | null = null;
  private connect: Connect | null = null;

  getState = (): ViewerSessionState => ({ status: this.status, viewer: this.viewer() });

  /** The viewer as the store holds it now; the same object until the store changes it (for useSyncExternalStore). */
  viewer = (): Viewer | null => viewerOf(this.watch());

  subscribe = (listener: () => void): (() => void) => {
    this.watch();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `serverSawGuest`: the page was server-rendered for a browser that sent no login; a login cached here is stale. */
  start({ serverSawGuest = false }: { serverSawGuest?: boolean } = {}): void {
    if (this.started || typeof window === 'undefined') return;
    this.started = true;
    // Retained before anything is put there, so that no garbage collection of the store takes the hint away.
    this.watch();
    if (serverSawGuest) writeStoredViewer(null);
    const stored = readStoredViewer();
    this.fromStorage = true;
    this.publish(stored);
    this.dispatch({ type: 'cacheRead', found: stored !== null });
    this.fromStorage = false;
    void this.refresh();
    // The spec's polling, while no live stream brings the count.
    setInterval(() => {
      if (refreshOnTick(document.hidden) && !this.live?.on) void this.refresh();
    }, VIEWER_REFRESH_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) {
        this.hiddenSince = Date.now();
        return;
      }
      const due = refreshOnVisible(this.hiddenSince, Date.now());
      this.hiddenSince = null;
      if (due) void this.refresh();
    });
    // Logging in or out in another tab applies here too (key null: the other tab cleared the whole storage).
    window.addEventListener('storage', (event) => {
      if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
      const other = parseStoredViewer(event.key === null ? null : event.newValue);
      const change = otherTabChange(this.viewer(), other);
      if (change === 'none') return;
      this.fromStorage = true;
      this.publish(other);
      this.dispatch(other ? { type: 'fetched', found: true } : { type: 'loggedOut' });
      this.fromStorage = false;
      if (change === 'reload') window.location.reload();
    });
  }

  /** Re-reads the viewer (and its unread count); `force` after a login, when nothing is cached yet. */
  refresh({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (!shouldFetchViewer(this.status, { inBrowser: typeof window !== 'undefined', forced: force })) return Promise.resolve();
    if (this.inflight && !force) return this.inflight;
    const request = this.fetchViewer().finally(() => {
      if (this.inflight === request) this.inflight = null;
    });
    this.inflight = request;
    return request;
  }

  /** The server has reset the unread count: the badge clears now instead of at the next refresh. */
  notificationsRead(): void {
    if (!this.viewer()?.unreadNotificationCount) return;
    commitLocalUpdate(environment, (store) => {
      store.getRoot().getLinkedRecord('Viewer')?.setValue(0, 'unreadNotificationCount');
    });
  }

  /** The unread count as the live stream brings it (another tab's read, a new notification). */
  private unreadNow(count: number): void {
    if (this.viewer()?.unreadNotificationCount === count) return;
    commitLocalUpdate(environment, (store) => {
      store.getRoot().getLinkedRecord('Viewer')?.setValue(count, 'unreadNotificationCount');
    });
  }

  /** A confirmed member follows their notifications live; anyone else follows nothing. */
  private followLive(): void {
    const userId = this.status === 'confirmed' && typeof window !== 'undefined' ? (this.viewer()?.id ?? null) : null;
    // Another member in this tab now: the stream was opened with the other's login.
    if (this.live && this.live.userId !== userId) {
      this.live.stop();
      this.live = null;
    }
    if (userId !== null && !this.live) {
      const live = { stop: () => undefined as void, on: false, userId };
      this.connect ??= sseConnect();
      live.stop = followNotifications(this.connect, {
        update: (update) => this.unreadNow(update.unreadNotificationCount),
        // Back after an outage, the count it missed comes with its first update.
        live: (on) => (live.on = on),
      });
      this.live = live;
    }
  }

  /** The server has ended the session (logout): forget the viewer and its stored copy. */
  clear(): void {
    this.publish(null);
    this.dispatch({ type: 'loggedOut' });
  }

  private async fetchViewer(): Promise<void> {
    try {
      // The answer goes to the store (the viewer everyone reads); a null Viewer is a guest.
      const data = await fetchQuery<ViewerQueryType>(environment, viewerQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      this.dispatch({ type: 'fetched', found: data?.Viewer != null });
    } catch (error) {
      const unauthorized = error instanceof GraphQLRequestError && error.status === 401;
      if (unauthorized) this.publish(null);
      this.dispatch(unauthorized ? { type: 'unauthorized' } : { type: 'fetchFailed' });
    }
  }

  /** Puts a viewer (the stored hint, another tab's) or nobody into the store as the ViewerQuery's answer. */
  private publish(viewer: Viewer | null): void {
    environment.commitPayload(viewerOperation, { Viewer: viewer });
  }

  private dispatch(event: SessionEvent): void {
    const previous = this.status;
    this.status = nextStatus(previous, event);
    if (!this.fromStorage) this.writeHint(hintAfter(previous, this.status));
    if (this.started) this.followLive();
  }

  private writeHint(action: 'write' | 'delete' | 'keep'): void {
    if (action === 'write') writeStoredViewer(this.viewer());
    else if (action === 'delete') writeStoredViewer(null);
  }

  /** The store's ViewerQuery snapshot, retained for the visit and followed, so that readers get the latest. */
  private watch(): Snapshot {
    // The site keeps one environment for the visit; component tests give each test its own, and the session follows.
    if (this.snapshot && this.watched?.environment === environment) return this.snapshot;
    this.watched?.retained.dispose();
    this.watched?.subscription.dispose();
    const retained = environment.retain(viewerOperation);
    this.snapshot = environment.lookup(viewerOperation.fragment);
    const subscription = environment.subscribe(this.snapshot, (next) => {
      this.snapshot = next;
      // A mutation's answer changed the viewer (name, settings): the hint follows while the session is confirmed.
      if (this.status === 'confirmed' && !this.fromStorage) this.writeHint('write');
      this.listeners.forEach((listener) => listener());
    });
    this.watched = { environment, retained, subscription };
    return this.snapshot;
  }
}

export const viewerSession = new ViewerSession();
