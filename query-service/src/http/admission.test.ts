import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INTERNAL_TOKEN_HEADER } from '@tsuzuki/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../db/sql.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp, TEST_INTERNAL_TOKEN } from '../testing/http.ts';
import { AdmissionGate, loadAdmissionLimits, DEFAULT_ADMISSION, type AdmissionFigures, type Ticket } from './admission.ts';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER } from './errors.ts';

// Issue 22, "overload degrades gracefully": the gate lets a bounded number of requests execute and a bounded number
// wait; the rest are answered 503 at once. Requests are held for real: another transaction locks the media table, so
// every read of it waits in PostgreSQL until the lock is let go. No timing is asserted; the gate's figures on /health
// say where each request is.

const isTicket = (x: unknown): x is Ticket => typeof x === 'object' && x !== null;

describe('AdmissionGate', () => {
  const limits = { concurrency: 2, queue: 2, queueWaitMs: 600_000, loopDelayMs: 0 };

  it('admits up to its concurrency, queues up to its queue, sheds the rest; a released slot goes to the first waiter', async () => {
    const gate = new AdmissionGate(limits);
    const [a, b] = await Promise.all([gate.enter(), gate.enter()]);
    const order: string[] = [];
    const c = gate.enter().then((t) => (order.push('c'), t));
    const d = gate.enter().then((t) => (order.push('d'), t));
    expect(await gate.enter()).toBe('queueFull');
    expect(gate.figures()).toMatchObject({ inFlight: 2, queued: 2, shed: 1, shedBy: { queueFull: 1 } });
    if (!isTicket(a) || !isTicket(b)) throw new Error('expected tickets');
    a.release();
    a.release(); // again is harmless
    const third = await c;
    expect(order).toEqual(['c']);
    expect(gate.figures()).toMatchObject({ inFlight: 2, queued: 1 });
    b.release();
    const fourth = await d;
    for (const t of [third, fourth]) if (isTicket(t)) t.release();
    expect(gate.figures()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('has headroom for optional work while nobody waits and the loop is well on time; always without limits', async () => {
    const gate = new AdmissionGate({ ...limits, concurrency: 1 });
    expect(gate.hasHeadroom()).toBe(true);
    const held = await gate.enter();
    // Every slot taken, nobody waiting: still room (the page asking is one of those in flight).
    expect(gate.hasHeadroom()).toBe(true);
    const waiting = gate.enter();
    expect(gate.hasHeadroom()).toBe(false);
    if (!isTicket(held)) throw new Error('expected a ticket');
    held.release();
    const next = await waiting;
    expect(gate.hasHeadroom()).toBe(true);
    if (isTicket(next)) next.release();

    let delay = 100;
    const timed = new AdmissionGate({ ...limits, loopDelayMs: 250 }, () => delay);
    expect(timed.hasHeadroom()).toBe(true);
    delay = 126;
    expect(timed.hasHeadroom()).toBe(false);
    expect(new AdmissionGate({ ...limits, concurrency: 0, loopDelayMs: 250 }, () => 10_000).hasHeadroom()).toBe(true);
  });

  it('answers a waiter whose time in the queue ran out, and frees the place of one who gave up', async () => {
    const gate = new AdmissionGate({ ...limits, concurrency: 1, queueWaitMs: 20 });
    const held = await gate.enter();
    expect(await gate.enter()).toBe('queueWait');
    const gone = new AbortController();
    const waiting = gate.enter(gone.signal);
    expect(gate.figures().queued).toBe(1);
    gone.abort();
    expect(await waiting).toBe('abandoned');
    expect(gate.figures()).toMatchObject({ inFlight: 1, queued: 0, abandoned: 1, shedBy: { queueWait: 1 } });
    if (isTicket(held)) held.release();
    expect(gate.figures().inFlight).toBe(0);
  });

  it('while the event loop is late, a request that would wait is shed; one with a free slot still runs', async () => {
    let late = 0;
    const gate = new AdmissionGate({ ...limits, concurrency: 1, loopDelayMs: 100 }, () => late);
    late = 500;
    const first = await gate.enter();
    expect(isTicket(first)).toBe(true);
    expect(await gate.enter()).toBe('loopDelay');
    late = 0;
    const queued = gate.enter();
    expect(gate.figures().queued).toBe(1);
    if (isTicket(first)) first.release();
    const second = await queued;
    if (isTicket(second)) second.release();
    expect(gate.figures()).toMatchObject({ inFlight: 0, queued: 0, shedBy: { loopDelay: 1 } });
  });

  it('a request waiting outside (a mutation after its command) frees its slot and comes back first, never shed', async () => {
    const gate = new AdmissionGate({ ...limits, concurrency: 1, queue: 1, queueWaitMs: 20 });
    const mutation = await gate.enter();
    if (!isTicket(mutation)) throw new Error('expected a ticket');
    let letGo = () => {};
    const readYourWrites = new Promise<void>((resolve) => (letGo = resolve));
    const answer = mutation.outside(async () => {
      await readYourWrites;
      return 'saved';
    });
    // Its slot went to a read, and the queue behind it fills: newcomers are shed, the mutation is not.
    const read = await gate.enter();
    if (!isTicket(read)) throw new Error('expected the free slot');
    const waiting = gate.enter();
    letGo();
    await new Promise((r) => setTimeout(r, 50)); // past the queue's wait: the ordinary waiter is shed, the mutation stays
    expect(await waiting).toBe('queueWait');
    read.release();
    expect(await answer).toBe('saved');
    expect(gate.figures()).toMatchObject({ inFlight: 1, queued: 0 });
    mutation.release();
    expect(gate.figures().inFlight).toBe(0);
  });

  it('reads its limits from the environment, the defaults where a value is missing or not a count', () => {
    expect(loadAdmissionLimits({})).toEqual(DEFAULT_ADMISSION);
    expect(loadAdmissionLimits({ ADMISSION_CONCURRENCY: '0', ADMISSION_QUEUE: '10', ADMISSION_QUEUE_WAIT_MS: 'x' })).toEqual({
      ...DEFAULT_ADMISSION,
      concurrency: 0,
      queue: 10,
    });
  });
});

describe('The admission gate in front of /graphql and the pages', () => {
  const CONCURRENCY = 2;
  const QUEUE = 2;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tsuzuki-admission-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Tsuzuki</title></head><body></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log("tsuzuki");');
    t = await startTestApp('query_admission', {
      clientDist: dist,
      admission: { concurrency: CONCURRENCY, queue: QUEUE, queueWaitMs: 600_000, loopDelayMs: 0 },
    });
    await seedCatalogue(t.pool);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const MEDIA = `{ Media(id: ${ID.aot}) { id title { romaji } } }`;
  const post = (query: string, init: RequestInit = {}, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
      ...init,
    });
  const health = async () => ((await (await fetch(`${t.url}/health`)).json()) as { admission: AdmissionFigures }).admission;

  /** Until /health says what `ready` looks for (requests reach the gate in their own time). */
  async function until(ready: (f: AdmissionFigures) => boolean): Promise<AdmissionFigures> {
    for (let i = 0; i < 600; i++) {
      const figures = await health();
      if (ready(figures)) return figures;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the gate never got there: ${JSON.stringify(await health())}`);
  }

  /** `work` while another transaction holds the media table: every read of it waits until the lock is let go. */
  async function whileMediaLocked<R>(work: (letGo: () => Promise<void>) => Promise<R>): Promise<R> {
    const holder = await t.pool.connect();
    let held = true;
    const letGo = async () => {
      if (!held) return;
      held = false;
      await holder.query('ROLLBACK');
    };
    try {
      await holder.query('BEGIN');
      await holder.query(`LOCK TABLE ${T.media} IN ACCESS EXCLUSIVE MODE`);
      return await work(letGo);
    } finally {
      await letGo();
      holder.release();
    }
  }

  it('answers the excess 503 with Retry-After and the busy message at once; the admitted and queued requests complete', async () => {
    const before = await health();
    const shed = await whileMediaLocked(async (letGo) => {
      const admitted = Array.from({ length: CONCURRENCY }, () => post(MEDIA));
      await until((f) => f.inFlight === CONCURRENCY);
      const queued = Array.from({ length: QUEUE }, () => post(MEDIA));
      await until((f) => f.queued === QUEUE);

      const excess = await post(MEDIA);
      const cheap = await post('{ __typename }');
      // The services' own requests pass the gate; /health always answers.
      const internal = await post('{ __typename }', {}, { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN });
      const during = await health();

      await letGo();
      const answered = await Promise.all([...admitted, ...queued]);
      expect(answered.map((r) => r.status)).toEqual(Array(CONCURRENCY + QUEUE).fill(200));
      for (const r of answered) expect(((await r.json()) as { data: { Media: { id: number } } }).data.Media.id).toBe(ID.aot);
      expect(internal.status).toBe(200);
      expect(during).toMatchObject({ inFlight: CONCURRENCY, queued: QUEUE });
      return [excess, cheap];
    });
    for (const res of shed) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER));
      expect(await res.json()).toEqual({
        data: null,
        errors: [{ message: BUSY_MESSAGE, status: 503, extensions: { code: 'OVERLOADED' } }],
      });
    }
    const after = await until((f) => f.inFlight === 0 && f.queued === 0);
    expect(after.shed - before.shed).toBe(2);
    expect(after.shedBy.queueFull - before.shedBy.queueFull).toBe(2);
  });

  it('sheds page answers too, as a page; static files and /health are never behind the gate', async () => {
    await whileMediaLocked(async (letGo) => {
      const held = Array.from({ length: CONCURRENCY + QUEUE }, () => post(MEDIA));
      await until((f) => f.inFlight === CONCURRENCY && f.queued === QUEUE);
      const page = await fetch(`${t.url}/anime/${ID.aot}`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER));
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain(BUSY_MESSAGE);
      const asset = await fetch(`${t.url}/assets/app-1234.js`);
      expect(asset.status).toBe(200);
      expect((await fetch(`${t.url}/health`)).status).toBe(200);
      await letGo();
      expect((await Promise.all(held)).map((r) => r.status)).toEqual(Array(CONCURRENCY + QUEUE).fill(200));
    });
    await until((f) => f.inFlight === 0 && f.queued === 0);
    // With the gate free again the page is answered in full.
    expect((await fetch(`${t.url}/anime/${ID.aot}`)).status).toBe(200);
  });

  it('gives every slot back after failed requests: refusals, syntax errors, not found', async () => {
    const failing = ['{ Media(id: 999999999) { id } }', '{ Media(id: ', '{ nope }', MEDIA.replace('romaji', 'unknownField')];
    // More failures, one after another, than the gate has slots and places together.
    for (let round = 0; round < CONCURRENCY + QUEUE; round++) {
      const statuses = await Promise.all(failing.slice(0, CONCURRENCY).map(async (q) => (await post(q)).status));
      expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
      for (const q of failing.slice(CONCURRENCY)) expect((await post(q)).status).toBe(400);
    }
    expect(await health()).toMatchObject({ inFlight: 0, queued: 0 });
    expect((await post(MEDIA)).status).toBe(200);
  });

  it('gives the slot back when the client goes away, whether it was running or still queued', async () => {
    const before = await health();
    await whileMediaLocked(async (letGo) => {
      const clients = Array.from({ length: CONCURRENCY + QUEUE }, () => new AbortController());
      const requests = clients.map((c) => post(MEDIA, { signal: c.signal }).catch((err: unknown) => err));
      await until((f) => f.inFlight === CONCURRENCY && f.queued === QUEUE);
      for (const c of clients) c.abort();
      await Promise.all(requests);
      // The queued ones leave the queue at once; the running ones hold their slot until their work ends.
      const waiting = await until((f) => f.queued === 0);
      expect(waiting.abandoned - before.abandoned).toBe(QUEUE);
      await letGo();
    });
    await until((f) => f.inFlight === 0 && f.queued === 0);
    expect((await post(MEDIA)).status).toBe(200);
  });
});

describe('The queue wait bound', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp('query_admission_wait', { admission: { concurrency: 1, queue: 4, queueWaitMs: 100, loopDelayMs: 0 } });
    await seedCatalogue(t.pool);
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 503 to a request that waited in the queue past the bound, and runs the held one to its end', async () => {
    const query = JSON.stringify({ query: `{ Media(id: ${ID.aot}) { id } }` });
    const post = () => fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query });
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`LOCK TABLE ${T.media} IN ACCESS EXCLUSIVE MODE`);
      const held = post();
      for (let i = 0; i < 600; i++) {
        const { admission } = (await (await fetch(`${t.url}/health`)).json()) as { admission: AdmissionFigures };
        if (admission.inFlight === 1) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const waited = await post();
      expect(waited.status).toBe(503);
      expect(waited.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER));
      expect(((await waited.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(BUSY_MESSAGE);
      await holder.query('ROLLBACK');
      expect((await held).status).toBe(200);
    } finally {
      await holder.query('ROLLBACK').catch(() => {});
      holder.release();
    }
    const { admission } = (await (await fetch(`${t.url}/health`)).json()) as { admission: AdmissionFigures };
    expect(admission).toMatchObject({ inFlight: 0, queued: 0, shedBy: { queueWait: 1 } });
  });
});
