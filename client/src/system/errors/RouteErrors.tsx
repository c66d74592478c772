import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router-dom';
import { invalidateStore } from '../relayEnvironment.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

function describe(error: unknown): unknown {
  if (isRouteErrorResponse(error)) return new Error(`${error.status} ${error.statusText}`);
  return error;
}

/**
 * Inner boundary, one per page: rendered in the layout's outlet, so navigation and footer stay usable. The router
 * drops route errors on the next navigation, which is what resets this boundary.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  // A field that failed is kept in the store (a null with its error): the loader must ask the server again.
  const retry = () => {
    invalidateStore();
    void revalidator.revalidate();
  };
  return <ErrorScreen error={describe(error)} fullPage={false} onRetry={retry} />;
}

/** Outer route boundary: the layout itself (or a chunk it needs) failed, so the whole page is replaced. */
export function LayoutError() {
  const error = useRouteError();
  const navigate = useNavigate();
  return <ErrorScreen error={describe(error)} onRetry={() => navigate(0)} />;
}
