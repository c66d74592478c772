import { StrictMode, useEffect, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { RootErrorBoundary } from './errors/RootErrorBoundary.tsx';
import { PageClockProvider } from './pageClock.tsx';
import { playBackEarlyInteractions } from './earlyInteractions.ts';

interface Props {
  environment: Environment;
  /** The moment the server rendered the page at (on the server, and in the browser that hydrates it); else null. */
  renderedAt?: number | null;
  children: ReactNode;
}

/** What wraps the router, the same in the browser (main.tsx) and on the server (entry-server.tsx), so they hydrate. */
export function Site({ environment, renderedAt = null, children }: Props) {
  // The first effect after hydration: what a visitor did before the code had loaded happens now.
  useEffect(playBackEarlyInteractions, []);
  return (
    <StrictMode>
      <RootErrorBoundary>
        <PageClockProvider renderedAt={renderedAt}>
          <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
        </PageClockProvider>
      </RootErrorBoundary>
    </StrictMode>
  );
}
