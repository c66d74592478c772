import { Component, Suspense, type ReactNode } from 'react';
import { isLoadError } from '../../system/errors/loadFailure.ts';
import { invalidateStore } from '../../system/relayEnvironment.ts';
import { LoadError } from './LoadError.tsx';

interface Props {
  /** The block's subject in its error: "Notifications", "Activity". */
  what: string;
  /**
   * The block's content; `attempt` grows with every Retry, for queries the block fetches itself (their fetchKey), so
   * that a retry asks the server again instead of reading the failure back from the cache.
   */
  children: (attempt: number) => ReactNode;
  /**
   * Asks again for data the block does not fetch itself (the route's query: useRouteRetry). The error stays on screen
   * until it has answered, so the block does not read the old failure again meanwhile.
   */
  onRetry?: () => Promise<void>;
  /** For a block that fetches its own query: what shows while it loads (the block is then its own Suspense). */
  fallback?: ReactNode;
  /** The block is an item of a list (<ul>, <ol>): its error is one too. */
  listItem?: boolean;
}

interface State {
  error: unknown;
  attempt: number;
  retrying: boolean;
}

/**
 * One block of a page (a feed, a list, a section) that fails alone: a failed load shows LoadError in its place and
 * the rest of the page stays. Anything else (a bug) goes on to the route's error screen.
 */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, retrying: false };
  }

  private readonly retry = async () => {
    // Failed fields are kept in the store as nulls with their errors: stale data is asked for again.
    invalidateStore();
    if (this.props.onRetry) {
      this.setState({ retrying: true });
      await this.props.onRetry().catch(() => undefined);
    }
    this.setState(({ attempt }) => ({ error: null, retrying: false, attempt: attempt + 1 }));
  };

  override render() {
    const { error, attempt, retrying } = this.state;
    const { children, fallback, what, listItem } = this.props;
    if (error == null) return fallback === undefined ? children(attempt) : <Suspense fallback={fallback}>{children(attempt)}</Suspense>;
    if (!isLoadError(error)) throw error;
    const message = <LoadError what={what} error={error} onRetry={() => void this.retry()} retrying={retrying} />;
    return listItem ? <li>{message}</li> : message;
  }
}
