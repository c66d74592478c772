import { showToast } from '../toasts.ts';
import { csrfToken, CSRF_HEADER, keepFreshToken, refreshCsrfToken } from './csrf.ts';
import { takeEarlyAnswer } from './earlyAnswers.ts';
import {
  failsWhole,
  GraphQLRequestError,
  INTERNAL_SERVER_ERROR,
  isForbidden,
  SESSION_EXPIRED,
  shouldRefreshAndRetry,
  statusOf,
  toRequestError,
} from './errors.ts';
import { readAnswer, type GraphQLBody, type GraphQLPost, type PostAnswer } from './post.ts';
import { sendFromPage, sendQuery } from './queryWorker.ts';

export type { GraphQLBody } from './post.ts';

/** Spec §7: a header selects the schema; mutations run on the internal one. */
export const SCHEMA_HEADER = 'schema';
/** Sent with every mutation; a retry of the same mutation sends the same key, so the server saves it once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A mutation whose request failed on the way (no answer at all) is sent once more after this pause. */
const NETWORK_RETRY_MS = 1000;

/** A random key; crypto.randomUUID needs a secure context, getRandomValues does not (a LAN address over http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
/** The session's Viewer call: a forbidden answer to it means the session is gone, as for a mutation. */
export const VIEWER_OPERATION = 'ViewerQuery';

export interface GraphQLOperation {
  /** A persisted document's id (the server looks its text up); null to send the text itself. */
  readonly documentId: string | null;
  readonly text: string | null;
  readonly name: string;
  readonly kind: 'query' | 'mutation' | 'subscription';
  readonly variables: Record<string, unknown>;
}

/**
 * POST /graphql with credentials and the CSRF token (core §7: mutations need it; with the site's persisted documents it
 * gives queries the site's rate budget). Mutations select the internal schema; a forbidden mutation is retried once
 * with a re-read token. Mutations fail on any error; queries only when no data
 * came back or the session itself was refused (401/403), so that a 404 beside partial data stays a screen decision.
 */
export async function sendGraphQL(
  operation: GraphQLOperation,
  retried = false,
  key = operation.kind === 'mutation' ? newIdempotencyKey() : null,
): Promise<GraphQLBody> {
  const isMutation = operation.kind === 'mutation';
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const token = await csrfToken();
  if (token) headers[CSRF_HEADER] = token;
  if (isMutation) {
    headers[SCHEMA_HEADER] = 'internal';
    if (key) headers[IDEMPOTENCY_KEY_HEADER] = key;
  }
  const post: GraphQLPost = {
    headers,
    body: JSON.stringify({
      ...(operation.documentId ? { documentId: operation.documentId } : { query: operation.text }),
      variables: operation.variables,
      operationName: operation.name,
    }),
  };
  // core §7: a background worker performs the query calls (queryWorker.ts); mutations are sent from the page.
  const send = () => (isMutation ? sendFromPage(post) : sendQuery(post));
  // A page's first queries may have been sent before the app's code arrived (early.ts): that answer, once.
  const early = !isMutation && operation.documentId ? takeEarlyAnswer(operation.documentId, operation.variables) : null;
  let answer: PostAnswer;
  try {
    answer = early ? await early.then(readAnswer).catch(() => send()) : await send();
  } catch (err) {
    // No answer at all (the connection dropped): the mutation may or may not have run. The same key makes
    // one more try safe; a query is simply asked again.
    if (retried) throw err;
    await new Promise((resolve) => setTimeout(resolve, NETWORK_RETRY_MS));
    return sendGraphQL(operation, true, key);
  }
  keepFreshToken(answer.freshToken);
  const { body, status } = answer;
  if (!body) throw new GraphQLRequestError(answer.statusText || INTERNAL_SERVER_ERROR, status);
  if (!body.errors?.length) return body;

  const error = toRequestError(body.errors, status);
  if (!retried && shouldRefreshAndRetry(error.status, error.message, isMutation)) {
    await refreshCsrfToken();
    return sendGraphQL(operation, true, key);
  }
  if (isForbidden(error.status, error.message) && (isMutation || operation.name === VIEWER_OPERATION)) {
    showToast(SESSION_EXPIRED, { kind: 'error', duration: null });
    error.handled = true;
  }
  if (isMutation || body.data == null || error.status === 401 || error.status === 403) throw error;
  if (failsWhole(operation.name, body.errors, status)) {
    throw toRequestError(
      [...body.errors].sort((a, b) => statusOf(b, status) - statusOf(a, status)),
      status,
    );
  }
  return body;
}
