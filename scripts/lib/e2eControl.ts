import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stack } from './stack.ts';

// A browser suite's hold on the stack it runs against (E2E_CONTROL_URL): the live-update test stops the
// query-service, has a change made while it is down and starts it again (ADR 71). Loopback only, and only for the
// throw-away stacks of scripts/e2e.ts and scripts/test.ts: the suites run one file at a time (client/e2e/vitest.config.ts),
// so no other suite's page sees the outage.

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/**
 * POST /query/stop and /query/start; POST /commands/{name} with `{ actor, payload }` sends a command straight to the
 * command-service with the stack's internal token (the query-service being down), answering its CommandResult.
 */
export async function startE2EControl(stack: Stack): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const route = req.method === 'POST' ? (req.url ?? '') : '';
    void (async () => {
      if (route === '/query/stop') {
        await stack.kill('query', 'SIGTERM');
        return answer(200, { stopped: true });
      }
      if (route === '/query/start') {
        await stack.restart('query');
        return answer(200, { started: true });
      }
      const command = /^\/commands\/([A-Za-z]+)$/.exec(route);
      if (!command) return answer(404, { error: 'no such control' });
      const { actor, payload } = JSON.parse(await body(req)) as { actor: unknown; payload: unknown };
      const sent = await fetch(`${stack.env.COMMAND_SERVICE_URL}/commands/${command[1]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-actor': JSON.stringify(actor), 'x-internal-token': stack.env.INTERNAL_TOKEN! },
        body: JSON.stringify({ payload }),
      });
      return answer(sent.status, await sent.json());
    })().catch((err: unknown) => answer(500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
