import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './system/relayEnvironment.ts';
import { createRouter } from './system/router.tsx';
import { RootErrorBoundary } from './system/errors/RootErrorBoundary.tsx';
import { startThemeSync } from './system/useTheme.ts';
import './system/styles/global.css';

startThemeSync();
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
