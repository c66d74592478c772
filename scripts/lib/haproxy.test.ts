import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_BODY, BUSY_PAGE } from '@tsuzuki/query-service/http/admission';
import { DEPLOY_CONFIG_FILE, HAPROXY, deployConfig, haproxyConfig, startHaproxy, type RunningHaproxy } from './haproxy.ts';
import { freePort } from './ports.ts';

// The balancer's config as it runs (real HAProxy, the Debian package .ci/run installs), in front of a stand-in query
// process that holds every GraphQL request and page until the test lets it go: what HAProxy passes on, queues and
// refuses (ADR 58).
const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-haproxy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the config', () => {
  it('docker-compose.yml runs the one written here (npx tsx scripts/lib/haproxy.ts writes it again)', () => {
    expect(readFileSync(DEPLOY_CONFIG_FILE, 'utf8')).toBe(deployConfig());
  });

  it('HAProxy takes both the deployed and the one-machine config', () => {
    const fixed = haproxyConfig({ siteBind: '127.0.0.1:1', commandBind: '127.0.0.1:2', query: { ports: [3, 4] }, command: { ports: [5] } });
    for (const [name, text] of [
      ['deploy.cfg', deployConfig()],
      ['fixed.cfg', fixed],
    ] as const) {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
      expect(check.stderr + check.stdout).toContain('Configuration file is valid');
      expect(check.status).toBe(0);
    }
  });
});

/** A query process that answers /health and files at once and holds everything else until `release`. */
class HeldProcess {
  held: ServerResponse[] = [];
  server: Server = createServer((req, res) => {
    if (req.url === '/health' || req.url!.startsWith('/assets/')) return res.end('ok');
    req.resume();
    req.on('end', () => this.held.push(res));
  });
  async listen(port: number) {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }
  async heldAtLeast(n: number) {
    for (let i = 0; i < 500 && this.held.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    expect(this.held.length).toBeGreaterThanOrEqual(n);
  }
  release() {
    for (const res of this.held.splice(0)) res.end('{"data":{}}');
  }
  close() {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(r));
  }
}

async function behind(limits: { perProcess: number; queuePerProcess: number; queueWaitMs: number }) {
  const queryProcess = new HeldProcess();
  const processPort = await freePort();
  await queryProcess.listen(processPort);
  const site = await freePort();
  const haproxy = await startHaproxy(
    haproxyConfig({ siteBind: `127.0.0.1:${site}`, query: { ports: [processPort] }, limits }),
    mkdtempSync(path.join(dir, 'run-')),
    `http://127.0.0.1:${site}/health`,
  );
  return { held: queryProcess, haproxy, url: `http://127.0.0.1:${site}` };
}

const graphql = (url: string) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });

describe('overload at the balancer', () => {
  let held: HeldProcess;
  let haproxy: RunningHaproxy;
  let url: string;
  beforeAll(async () => {
    ({ held, haproxy, url } = await behind({ perProcess: 2, queuePerProcess: 3, queueWaitMs: 60_000 }));
  });
  afterAll(async () => {
    held.release();
    await haproxy.stop();
    await held.close();
  });

  it('gives a process its share at once, queues the rest, and refuses at once past the queue, as the process would', async () => {
    const running = [graphql(url), graphql(url)];
    await held.heldAtLeast(2);
    const queued = [graphql(url), graphql(url), graphql(url)];
    await new Promise((r) => setTimeout(r, 200));
    expect(held.held).toHaveLength(2); // the process never gets more than its share

    const t = performance.now();
    const refused = await graphql(url);
    expect(performance.now() - t).toBeLessThan(1000); // not queued: the answer comes while the rest wait
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await refused.text()).toBe(BUSY_BODY);

    const page = await fetch(`${url}/anime/1`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe(BUSY_PAGE);

    // Files are never queued behind GraphQL work, nor refused.
    const file = await fetch(`${url}/assets/app.js`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('ok');

    // Every request taken on is answered once the process catches up.
    const answers: number[] = [];
    const all = [...running, ...queued].map((p) => p.then((r) => answers.push(r.status)));
    while (answers.length < 5) {
      held.release();
      await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.all(all);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('a wait in the queue', () => {
  it('ends in the same refusal once it has lasted the queue wait', async () => {
    const { held, haproxy, url } = await behind({ perProcess: 1, queuePerProcess: 10, queueWaitMs: 300 });
    try {
      const running = graphql(url);
      await held.heldAtLeast(1);
      const t = performance.now();
      const waited = await graphql(url);
      expect(performance.now() - t).toBeGreaterThanOrEqual(250);
      expect(waited.status).toBe(503);
      expect(waited.headers.get('retry-after')).toBe('2');
      expect(await waited.text()).toBe(BUSY_BODY);
      held.release();
      expect((await running).status).toBe(200);
    } finally {
      held.release();
      await haproxy.stop();
      await held.close();
    }
  });
});
