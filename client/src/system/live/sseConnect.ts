import { createClient } from 'graphql-sse';
import { CSRF_HEADER, csrfToken } from '../transport/csrf.ts';
import { NOTIFICATIONS_SUBSCRIPTION, type Connect, type NotificationUpdate } from './followNotifications.ts';

/** The query-service's GraphQL over Server-Sent Events endpoint (ADR 70). */
export const STREAM_URL = '/graphql/stream';

/**
 * Connect over graphql-sse's client, one distinct connection per stream, with the page's CSRF token (the server
 * holds no stream for a session's cookie alone). Its own retries are off: followNotifications reconnects, from the
 * position it last heard.
 */
export function sseConnect(url = STREAM_URL): Connect {
  const client = createClient({
    url,
    retryAttempts: 0,
    credentials: 'same-origin',
    headers: async (): Promise<Record<string, string>> => {
      const token = await csrfToken();
      return token ? { [CSRF_HEADER]: token } : {};
    },
  });
  return (after, sink) =>
    client.subscribe<{ Notifications: NotificationUpdate | null }>(
      { query: NOTIFICATIONS_SUBSCRIPTION, variables: { after } },
      {
        next: (result) => {
          const update = result.data?.Notifications;
          if (result.errors?.length || !update) sink.error(result.errors);
          else sink.next(update);
        },
        error: sink.error,
        complete: sink.complete,
      },
    );
}
