// The live explorer's transport: POST /graphql on this origin, as the signed-in member (the session cookie), on the
// public schema third-party apps see. A mutation carries the CSRF token like every write from the site's pages.
import { getOperationAST, parse } from 'graphql';
import { csrfToken, CSRF_HEADER, refreshCsrfToken } from '../../system/transport/csrf.ts';
import { GRAPHQL_PATH } from './apiExamples.ts';

export interface ExplorerParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

/** Whether the operation that would run is a mutation (an unparsable document is sent as it is, for its errors). */
export function isMutation(query: string, operationName?: string | null): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === 'mutation';
  } catch {
    return false;
  }
}

/** The answer as the server sent it, errors and status included, so the explorer shows what an app would see. */
export async function explorerFetch(params: ExplorerParams, extraHeaders: Record<string, string> = {}): Promise<unknown> {
  const mutation = isMutation(params.query, params.operationName);
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...extraHeaders };
    if (mutation && token) headers[CSRF_HEADER] = token;
    return fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify({
        query: params.query,
        variables: params.variables ?? undefined,
        operationName: params.operationName ?? undefined,
      }),
    });
  };
  let response = await send(mutation ? await csrfToken() : null);
  // A stale token (the page has been open long): read a fresh one and try once more.
  if (mutation && response.status === 403) response = await send(await refreshCsrfToken());
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { errors: [{ message: text.slice(0, 500) || response.statusText, status: response.status }] };
  }
}
