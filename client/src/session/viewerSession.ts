import { fetchQuery } from 'react-relay';
import { environment } from '../system/relayEnvironment.ts';
import { GraphQLRequestError } from '../system/transport/errors.ts';
import { viewerQuery } from './ViewerQuery.ts';
import type { ViewerQuery as ViewerQueryType } from './__generated__/ViewerQuery.graphql';
import {
  otherTabChange,
  refreshOnTick,
  refreshOnVisible,
  sessionReducer,
  shouldFetchViewer,
  storedViewerAfter,
  UNKNOWN,
  VIEWER_REFRESH_MS,
  type SessionEvent,
  type SessionState,
} from './sessionState.ts';
import { AUTH_STORAGE_KEY, parseStoredViewer, readStoredViewer, writeStoredViewer, type Viewer } from './viewerStorage.ts';

export type ViewerSessionState = SessionState<Viewer>;
type Listener = () => void;

/**
 * The viewer session of core §4 as a small external store: route loaders read it synchronously (guards), components
 * through useViewer(). Started once by main.tsx.
 */
class ViewerSession {
  private state: ViewerSessionState = UNKNOWN;
  private readonly listeners = new Set<Listener>();
  private inflight: Promise<void> | null = null;
  private hiddenSince: number | null = null;
  private started = false;

  getState = (): ViewerSessionState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.started || typeof window === 'undefined') return;
    this.started = true;
    this.dispatch({ type: 'cacheRead', viewer: readStoredViewer() }, false);
    void this.refresh();
    setInterval(() => {
      if (refreshOnTick(document.hidden)) void this.refresh();
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
      const stored = parseStoredViewer(event.key === null ? null : event.newValue);
      const change = otherTabChange(this.state.viewer, stored);
      if (change === 'none') return;
      this.dispatch(stored ? { type: 'fetched', viewer: stored } : { type: 'loggedOut' }, false);
      if (change === 'reload') window.location.reload();
    });
  }

  /** Re-reads the viewer (and its unread count); `force` after a login, when nothing is cached yet. */
  refresh({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (!shouldFetchViewer(this.state, { inBrowser: typeof window !== 'undefined', forced: force })) return Promise.resolve();
    if (this.inflight && !force) return this.inflight;
    const request = this.fetchViewer().finally(() => {
      if (this.inflight === request) this.inflight = null;
    });
    this.inflight = request;
    return request;
  }

  /** The server has reset the unread count: the badge clears now instead of at the next refresh. */
  notificationsRead(): void {
    if (this.state.viewer?.unreadNotificationCount) this.dispatch({ type: 'patched', patch: { unreadNotificationCount: 0 } });
  }

  /** The server has ended the session (logout): forget the viewer and its stored copy. */
  clear(): void {
    this.dispatch({ type: 'loggedOut' });
  }

  private async fetchViewer(): Promise<void> {
    try {
      const data = await fetchQuery<ViewerQueryType>(environment, viewerQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      this.dispatch({ type: 'fetched', viewer: (data?.Viewer as Viewer | null | undefined) ?? null });
    } catch (error) {
      const unauthorized = error instanceof GraphQLRequestError && error.status === 401;
      this.dispatch(unauthorized ? { type: 'unauthorized' } : { type: 'fetchFailed' });
    }
  }

  /** `persist` is false for changes that came from the storage itself (start-up read, another tab). */
  private dispatch(event: SessionEvent<Viewer>, persist = true): void {
    const previous = this.state;
    const next = sessionReducer(previous, event);
    if (next === previous) return;
    this.state = next;
    const stored = storedViewerAfter(previous, next);
    if (persist && stored !== undefined) writeStoredViewer(stored);
    this.listeners.forEach((listener) => listener());
  }
}

export const viewerSession = new ViewerSession();
