import type { ReactNode } from 'react';
import { BlockBoundary } from './BlockBoundary.tsx';
import { useRouteRetry } from './useRouteRetry.ts';

/**
 * A block whose data came with the route's query (a fragment of it): if the server failed to load its part, the
 * block says so with a Retry that asks the route again, and the rest of the page stays.
 */
export function RouteBlock({ what, children }: { what: string; children: ReactNode }) {
  const retry = useRouteRetry();
  return (
    <BlockBoundary what={what} onRetry={retry}>
      {() => children}
    </BlockBoundary>
  );
}
