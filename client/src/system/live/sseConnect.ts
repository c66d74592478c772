import { createClient, type Client } from 'graphql-sse';
import { CSRF_HEADER, csrfToken } from '../transport/csrf.ts';
import { NOTIFICATIONS_SUBSCRIPTION, type Connect, type NotificationUpdate, type StreamUpdate } from './followNotifications.ts';
import { withStreamSlot } from './streamSlots.ts';

/** The query-service's GraphQL over Server-Sent Events endpoint (ADR 70). */
export const STREAM_URL = '/graphql/stream';

const clients = new Map<string, Client>();

/**
 * graphql-sse's client, one distinct connection per stream, with the page's CSRF token (the server holds no stream
 * for a session's cookie alone). Its own retries are off: followStream reconnects, from the position it last heard.
 * One per address, shared by the page's streams.
 */
function clientFor(url: string): Client {
  let client = clients.get(url);
  if (!client) {
    client = createClient({
      url,
      retryAttempts: 0,
      credentials: 'same-origin',
      headers: async (): Promise<Record<string, string>> => {
        const token = await csrfToken();
        return token ? { [CSRF_HEADER]: token } : {};
      },
    });
    clients.set(url, client);
  }
  return client;
}

/**
 * Connects a subscription whose root field is `field`, with `variables` beside the resume token, while this tab holds
 * one of the browser's stream slots (streamSlots.ts).
 */
export function sseSubscription<U extends StreamUpdate>(
  query: string,
  field: string,
  variables: Record<string, unknown> = {},
  url = STREAM_URL,
): Connect<U> {
  return withStreamSlot<U>((after, sink) =>
    clientFor(url).subscribe<Record<string, U | null>>(
      { query, variables: { ...variables, after } },
      {
        next: (result) => {
          const update = result.data?.[field];
          if (result.errors?.length || !update) sink.error(result.errors);
          else sink.next(update);
        },
        error: sink.error,
        complete: sink.complete,
      },
    ),
  );
}

/** The viewer's notifications (ADR 70). */
export const sseConnect = (url = STREAM_URL): Connect<NotificationUpdate> =>
  sseSubscription<NotificationUpdate>(NOTIFICATIONS_SUBSCRIPTION, 'Notifications', {}, url);
