import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './system/relayEnvironment.ts';
import { createRouter } from './system/router.tsx';
import { RootErrorBoundary } from './system/errors/RootErrorBoundary.tsx';
import { startThemeSync } from './system/useTheme.ts';
import { viewerSession } from './session/viewerSession.ts';
import './system/styles/global.css';

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
