import { useCallback, useState } from 'react';

type LoadNext = (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;

/**
 * A paginated list's next page that remembers its failure: Relay hands a failed loadNext only to onComplete, so
 * without this the list would silently stop (or end). The list shows the failure with a Retry and stops asking
 * until then.
 */
export function useLoadNext(loadNext: LoadNext, count: number): { load: () => void; failure: Error | null } {
  const [failure, setFailure] = useState<Error | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    loadNext(count, { onComplete: (error) => error && setFailure(error) });
  }, [loadNext, count]);
  return { load, failure };
}
