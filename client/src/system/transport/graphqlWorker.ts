import { postGraphQL, readAnswer } from './post.ts';
import type { WorkerReply, WorkerRequest } from './queryWorker.ts';

// The background worker of core §7 that performs the main query calls: the request, the wait and the parsing of the
// answer happen here, off the page's thread. Built by Vite as a worker of its own (queryWorker.ts starts it).

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

scope.onmessage = (event) => {
  const { id, post } = event.data;
  postGraphQL(post)
    .then(readAnswer)
    .then(
      (answer) => scope.postMessage({ id, answer }),
      (error: unknown) => scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) }),
    );
};
