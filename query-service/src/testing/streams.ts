import { createClient } from 'graphql-sse';
import { CSRF_HEADER } from '../accounts/csrf.ts';
import { STREAM_PATH } from '../http/streamRoute.ts';
import type { Browser } from './browser.ts';

export interface OpenStream<D> {
  /** The next result, or a failure after `ms`. */
  next(ms?: number): Promise<{ data?: D | null; errors?: { message: string; status?: number }[] }>;
  close(): Promise<void>;
}

/**
 * A subscription over /graphql/stream with graphql-sse's own client, as a browser page sends it (its cookies and CSRF
 * token) or as an app does (`headers` with a Bearer token, `browser` then only gives the address).
 */
export function openStream<D>(
  browser: Browser,
  query: string,
  variables: Record<string, unknown> = {},
  o: { headers?: Record<string, string>; csrf?: boolean } = {},
): OpenStream<D> {
  const client = createClient({
    url: `${browser.base}${STREAM_PATH}`,
    retryAttempts: 0,
    headers: async () => o.headers ?? browser.headers(o.csrf === false ? {} : { [CSRF_HEADER]: await browser.readCsrf() }),
  });
  const results = client.iterate<D>({ query, variables });
  return {
    async next(ms = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no update within ${ms} ms`)), ms)));
      try {
        const step = await Promise.race([results.next(), timeout]);
        if (step.done) throw new Error('the stream ended');
        return step.value as never;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await results.return?.();
      client.dispose();
    },
  };
}
