import { CSRF_HEADER } from './csrf.ts';

/** One of a page's first queries, as the transport would send it. */
export interface EarlyQuery {
  readonly documentId: string;
  readonly name: string;
  readonly variables: Record<string, unknown>;
  /**
   * Sent once the query before it has been answered: a list's whole list after its head. The query-service runs one
   * answer at a time on its thread, and the whole list's second of work beside the head held the head back with it.
   */
  readonly afterPrevious?: boolean;
}

interface EarlyRequest {
  readonly key: string;
  readonly response: Promise<Response>;
}

// On the window, not in this module: the early script is built on its own (an inline script in index.html), with
// its own copy of this module.
const SLOT = '__tsuzukiEarlyAnswers';
type Slot = { [SLOT]?: EarlyRequest[] };

/** The same document with the same variables, whatever the order of their keys. */
export function earlyKey(documentId: string, variables: Record<string, unknown>): string {
  return `${documentId}:${canonical(variables)}`;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Sends a page's first queries from the early script (client/src/early.ts), while the app's code is still on its way:
 * the same request the transport would make (POST, credentials, the page's CSRF token), kept for it to take.
 */
export function sendEarly(queries: readonly EarlyQuery[], target: Slot = globalThis as Slot): void {
  if (queries.length === 0) return;
  const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers[CSRF_HEADER] = token;
  const requests = (target[SLOT] ??= []);
  let previous: Promise<unknown> = Promise.resolve();
  for (const q of queries) {
    const send = () =>
      fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers,
        body: JSON.stringify({ documentId: q.documentId, variables: q.variables, operationName: q.name }),
      });
    const response = q.afterPrevious ? previous.then(send, send) : send();
    previous = response;
    // Taken or not, a failure here is not an unhandled rejection: the transport then asks again itself.
    response.catch(() => undefined);
    requests.push({ key: earlyKey(q.documentId, q.variables), response });
  }
}

/** The early answer to this query, once: a later identical query (a reload, a refetch) goes to the server. */
export function takeEarlyAnswer(
  documentId: string,
  variables: Record<string, unknown>,
  target: Slot = globalThis as Slot,
): Promise<Response> | null {
  const requests = target[SLOT];
  if (!requests?.length) return null;
  const key = earlyKey(documentId, variables);
  const index = requests.findIndex((r) => r.key === key);
  if (index < 0) return null;
  const [taken] = requests.splice(index, 1);
  return taken!.response;
}
