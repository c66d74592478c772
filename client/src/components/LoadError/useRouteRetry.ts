import { useRevalidator } from 'react-router-dom';
import { invalidateStore } from '../../system/relayEnvironment.ts';

/**
 * A block's Retry for data that came with the route's query: the route's loader asks again. A failed field is kept in
 * the store (a null with its error), so the store is marked stale first, or the loader would read it back.
 */
export function useRouteRetry(): () => Promise<void> {
  const revalidator = useRevalidator();
  return () => {
    invalidateStore();
    return revalidator.revalidate();
  };
}
