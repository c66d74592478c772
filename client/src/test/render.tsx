import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DialogHost } from '../components/Dialog/DialogHost.tsx';
import { Toaster } from '../components/Toasts/Toaster.tsx';
import type { ThemeChoice } from '../system/theme.ts';
import { setTheme } from '../system/useTheme.ts';
import { testEnvironment } from './relay.ts';

interface SiteOptions {
  /** The address the page is shown at (default "/"). */
  at?: string;
  /** Other pages the test may navigate to, beside the one showing `ui` (which answers every other address). */
  routes?: RouteObject[];
  theme?: ThemeChoice;
}

export interface SiteRender extends RenderResult {
  user: UserEvent;
}

/**
 * Renders `ui` as a page of the site: the Relay test environment (relay.ts), a memory router, the chosen theme, and the
 * toasts and dialogs the Layout would show above it.
 */
export function renderWithSite(ui: ReactNode, { at = '/', routes = [], theme = 'default' }: SiteOptions = {}): SiteRender {
  setTheme(theme);
  const page = (
    <>
      <Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>
      <Toaster />
      <DialogHost />
    </>
  );
  const router = createMemoryRouter([...routes, { path: '*', element: page }], { initialEntries: [at] });
  const user = userEvent.setup();
  const result = render(
    <RelayEnvironmentProvider environment={testEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { ...result, user };
}
