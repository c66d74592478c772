import { StrictMode, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { RootErrorBoundary } from './errors/RootErrorBoundary.tsx';

/** What wraps the router, the same in the browser (main.tsx) and on the server (entry-server.tsx), so they hydrate. */
export function Site({ environment, children }: { environment: Environment; children: ReactNode }) {
  return (
    <StrictMode>
      <RootErrorBoundary>
        <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
      </RootErrorBoundary>
    </StrictMode>
  );
}
