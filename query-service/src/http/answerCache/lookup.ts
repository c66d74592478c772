import type { Request } from 'express';
import type { RequestParams } from 'graphql-http';
import type { AnswerCache, Kept } from './cache.ts';
import type { Generations } from './generations.ts';
import { AnswerRecord } from './record.ts';

/** Says how a /graphql answer came about: served from the cache, executed and offered to it, or not looked up. */
export const ANSWER_CACHE_HEADER = 'X-Answer-Cache';

/** An answer to execute and perhaps keep: its key, the generations before it ran, and what it reads on the way. */
export interface Pending {
  key: string;
  params: RequestParams;
  before: Generations;
  record: AnswerRecord;
  /** Ends this execution for those waiting on it (inflight.ts); absent when it runs after waiting in vain. */
  end?: () => void;
}

export type Lookup =
  | { kind: 'hit'; key: string; answer: Kept }
  | { kind: 'miss'; pending: Pending }
  /** The same answer is being executed: wait for it, then look again (and execute as `pending` if it was not kept). */
  | { kind: 'join'; key: string; leader: Promise<void>; pending: Pending }
  | { kind: 'bypass' };

interface LookupDeps {
  /**
   * Whose answer this is: '' for a guest, the member's identity for a member (see viewerKey), null when the request's
   * answer may be neither served nor kept (the services' own requests, a stale cookie being cleared).
   */
  viewer: string | null;
  schema: string;
  /** The request's parameters (a persisted documentId already replaced by its text); throws on a malformed request. */
  parse: () => RequestParams;
  /** Whether the document's operation is a query (mutations are never kept); false for a document that fails. */
  isQuery: (params: RequestParams) => boolean;
}

/** Finds the viewer's answer, or says what to record while executing it. */
export function lookUp(cache: AnswerCache, req: Request, deps: LookupDeps): Lookup {
  if (deps.viewer === null) return { kind: 'bypass' };
  // Before the lookup: an answer executed from here on is judged by the counters as they are now.
  const before = cache.generations.now();
  if (!before) return { kind: 'bypass' };
  let params: RequestParams;
  try {
    params = deps.parse();
  } catch {
    // graphql-http answers the malformed request as before.
    return { kind: 'bypass' };
  }
  const key = cache.keyOf({
    schema: deps.schema,
    viewer: deps.viewer,
    accept: req.get('accept') ?? '',
    query: params.query,
    operationName: params.operationName,
    variables: params.variables,
  });
  const answer = cache.get(key);
  if (answer) return { kind: 'hit', key, answer };
  if (!deps.isQuery(params)) return { kind: 'bypass' };
  const pending: Pending = { key, params, before, record: new AnswerRecord() };
  const leader = cache.inFlight.joinable(key, before);
  if (leader) return { kind: 'join', key, leader, pending };
  return { kind: 'miss', pending: { ...pending, end: cache.inFlight.begin(key, before) } };
}
