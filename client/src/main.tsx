// First: the global rules must come before every component's CSS in the bundle, so that a component class wins over
// a global one of equal weight (`container ${styles.page}` keeping the page's own padding).
import './system/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './system/relayEnvironment.ts';
import { createRouter } from './system/router.tsx';
import { RootErrorBoundary } from './system/errors/RootErrorBoundary.tsx';
import { startThemeSync } from './system/useTheme.ts';
import { viewerSession } from './session/viewerSession.ts';

startThemeSync();
// Before the router: its first loaders (the landing and home guards) read the cached login.
viewerSession.start();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RootErrorBoundary>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </RootErrorBoundary>
  </StrictMode>,
);
