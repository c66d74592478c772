import { postGraphQL, readAnswer, type GraphQLPost, type PostAnswer } from './post.ts';

// The page's side of the query worker (graphqlWorker.ts, ADR 66). Where workers are unavailable (no Worker, a policy
// that refuses it, a script that failed to load), the page sends the request itself, as before.

export interface WorkerRequest {
  readonly id: number;
  readonly post: GraphQLPost;
}

export type WorkerReply = { readonly id: number; readonly answer: PostAnswer } | { readonly id: number; readonly failure: string };

interface Waiting {
  readonly post: GraphQLPost;
  resolve(answer: PostAnswer): void;
  reject(error: unknown): void;
}

/** Sends from the page: the fallback, and mutations (they stay on the page, beside their optimistic updates). */
export const sendFromPage = async (post: GraphQLPost): Promise<PostAnswer> => readAnswer(await postGraphQL(post));

const waiting = new Map<number, Waiting>();
let nextId = 1;
// undefined: not started yet; null: unavailable for this page.
let worker: Worker | null | undefined;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./graphqlWorker.ts', import.meta.url), { type: 'module', name: 'graphql' });
    started.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const call = waiting.get(reply.id);
      if (!call) return;
      waiting.delete(reply.id);
      // A failure on the way (no answer at all) is the TypeError fetch itself would have thrown.
      if ('answer' in reply) call.resolve(reply.answer);
      else call.reject(new TypeError(reply.failure));
    };
    // The worker's script did not load or the worker died: what it was asked is sent from the page (queries only, so
    // asking again is harmless), and so is everything after.
    started.onerror = (event) => {
      event.preventDefault();
      started.terminate();
      worker = null;
      const orphans = [...waiting.values()];
      waiting.clear();
      for (const call of orphans) sendFromPage(call.post).then(call.resolve, call.reject);
    };
    return started;
  } catch {
    return null;
  }
}

/** A query through the worker, or from the page when there is none. */
export function sendQuery(post: GraphQLPost): Promise<PostAnswer> {
  if (worker === undefined) worker = startWorker();
  if (!worker) return sendFromPage(post);
  const id = nextId++;
  const target = worker;
  return new Promise<PostAnswer>((resolve, reject) => {
    waiting.set(id, { post, resolve, reject });
    target.postMessage({ id, post } satisfies WorkerRequest);
  });
}
