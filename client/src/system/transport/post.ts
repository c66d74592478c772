import { CSRF_HEADER } from './csrf.ts';
import type { WireError } from './errors.ts';

// One POST /graphql and its answer as plain data, the same whether the page sends it or the query worker does
// (queryWorker.ts): a worker cannot hand a Response back, only what can be copied.

export const GRAPHQL_PATH = '/graphql';

export interface GraphQLBody {
  data?: unknown;
  errors?: WireError[];
}

export interface GraphQLPost {
  readonly headers: Record<string, string>;
  /** The request's JSON, serialised by the page. */
  readonly body: string;
}

export interface PostAnswer {
  readonly status: number;
  readonly statusText: string;
  /** A fresh CSRF token the answer brought (csrf.ts: the session changed, or the one sent was stale). */
  readonly freshToken: string | null;
  /** The parsed JSON, or null when the answer was not JSON. */
  readonly body: GraphQLBody | null;
}

export const postGraphQL = (post: GraphQLPost): Promise<Response> =>
  fetch(GRAPHQL_PATH, { method: 'POST', credentials: 'include', headers: post.headers, body: post.body });

export async function readAnswer(response: Response): Promise<PostAnswer> {
  return {
    status: response.status,
    statusText: response.statusText,
    freshToken: response.headers.get(CSRF_HEADER),
    body: (await response.json().catch(() => null)) as GraphQLBody | null,
  };
}
