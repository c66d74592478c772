import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER } from './errors.ts';

/**
 * How much work the process takes on at once (ADR 44). Its JavaScript, not PostgreSQL, is what runs out under load:
 * past a few requests executing together, more only make each one slower, and an unbounded backlog turned 10x the
 * capacity into 15-50 s pages. So a bounded number execute, a bounded queue waits briefly, and the rest are answered
 * 503 at once.
 */
export interface AdmissionLimits {
  /** Requests executing at once (GraphQL and page answers together); 0: no gate (every request runs at once). */
  concurrency: number;
  /** Requests waiting for a slot; one more is answered 503 at once. */
  queue: number;
  /** The longest a request waits in the queue before it is answered 503. */
  queueWaitMs: number;
  /** While the event loop's delay (p99 over the last half second) is above this, a request that would wait is answered 503 instead; 0: off. */
  loopDelayMs: number;
}

export const DEFAULT_ADMISSION: AdmissionLimits = { concurrency: 16, queue: 64, queueWaitMs: 1000, loopDelayMs: 250 };

/** ADMISSION_CONCURRENCY, ADMISSION_QUEUE, ADMISSION_QUEUE_WAIT_MS, ADMISSION_LOOP_DELAY_MS (README). */
export function loadAdmissionLimits(env: NodeJS.ProcessEnv = process.env): AdmissionLimits {
  const count = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  return {
    concurrency: count(env.ADMISSION_CONCURRENCY, DEFAULT_ADMISSION.concurrency),
    queue: count(env.ADMISSION_QUEUE, DEFAULT_ADMISSION.queue),
    queueWaitMs: count(env.ADMISSION_QUEUE_WAIT_MS, DEFAULT_ADMISSION.queueWaitMs),
    loopDelayMs: count(env.ADMISSION_LOOP_DELAY_MS, DEFAULT_ADMISSION.loopDelayMs),
  };
}

/** Why a request was answered 503: the queue was full, it waited too long, or the event loop was already late. */
export type ShedReason = 'queueFull' | 'queueWait' | 'loopDelay';

/** A slot held by an admitted request. */
export interface Ticket {
  /** Gives the slot back; again is harmless. */
  release(): void;
  /**
   * Runs `work` without the slot (a mutation waiting for the command-service and read-your-writes: no JavaScript of
   * ours runs meanwhile), then takes a slot again ahead of the queue, never shed: the mutation's answer is not lost.
   */
  outside<T>(work: () => Promise<T>): Promise<T>;
}

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout | null;
}

export interface AdmissionFigures {
  inFlight: number;
  queued: number;
  /** Requests past the first middleware, not yet at the gate. */
  arriving: number;
  shed: number;
  shedBy: Record<ShedReason, number>;
  /** Requests that gave up (the client closed the connection) while queued. */
  abandoned: number;
  loopDelayMs: number;
  limits: AdmissionLimits;
}

const WINDOW_MS = 500;
const RESOLUTION_MS = 10;

/** The p99 of the event loop's delay over the last window, sampled in the background. */
export class LoopDelay {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private readonly timer: NodeJS.Timeout;
  private last = 0;

  constructor() {
    this.histogram.enable();
    this.timer = setInterval(() => {
      // The histogram records the whole interval between the sampling timer's runs: the delay is what passes the resolution.
      this.last = this.histogram.count ? Math.max(0, this.histogram.percentile(99) / 1e6 - RESOLUTION_MS) : 0;
      this.histogram.reset();
    }, WINDOW_MS);
    this.timer.unref();
  }

  get ms(): number {
    return this.last;
  }

  close(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

/**
 * The gate: at most `concurrency` tickets out, at most `queue` waiting, first come first served. A waiter whose time
 * runs out, or who would wait while the loop is late, gets a ShedReason instead of a ticket. A priority waiter (a
 * mutation coming back from outside) goes first and never times out.
 */
export class AdmissionGate {
  private inFlight = 0;
  private readonly waiting: Waiter[] = [];
  private readonly shedBy: Record<ShedReason, number> = { queueFull: 0, queueWait: 0, loopDelay: 0 };
  private abandoned = 0;
  /** Requests past earlyShed that have not reached the gate yet (reading their body, login, rate limit). */
  private arriving = 0;

  constructor(
    readonly limits: AdmissionLimits,
    private readonly loopDelay: () => number = () => 0,
    private readonly onShed: (reason: ShedReason) => void = () => {},
  ) {}

  /** A ticket, or why not; `signal` aborts the wait (the client went away) and frees its place in the queue. */
  enter(signal?: AbortSignal): Promise<Ticket | ShedReason | 'abandoned'> {
    if (this.limits.concurrency <= 0 || this.inFlight < this.limits.concurrency) {
      this.inFlight += 1;
      return Promise.resolve(this.ticket());
    }
    const { loopDelayMs } = this.limits;
    const reason: ShedReason | null =
      this.waiting.length >= this.limits.queue ? 'queueFull' : loopDelayMs > 0 && this.loopDelay() > loopDelayMs ? 'loopDelay' : null;
    if (reason) return Promise.resolve(this.shed(reason));
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          clear();
          resolve(this.ticket());
        },
        timer: setTimeout(() => {
          clear();
          this.remove(waiter);
          resolve(this.shed('queueWait'));
        }, this.limits.queueWaitMs),
      };
      const abort = () => {
        clear();
        this.remove(waiter);
        this.abandoned += 1;
        resolve('abandoned');
      };
      const clear = () => {
        if (waiter.timer) clearTimeout(waiter.timer);
        signal?.removeEventListener('abort', abort);
      };
      signal?.addEventListener('abort', abort, { once: true });
      this.waiting.push(waiter);
    });
  }

  /**
   * Whether a request arriving now would be shed at once (no free slot, and a full queue or a late loop), counted as
   * shed if so: lets the cheapest middleware answer it before any other work (earlyShed).
   */
  shedsNow(): ShedReason | null {
    if (this.limits.concurrency <= 0 || this.inFlight < this.limits.concurrency) return null;
    const { loopDelayMs } = this.limits;
    // Those still on their way to the gate count as waiting: under a flood most requests are there.
    const reason: ShedReason | null =
      this.waiting.length + this.arriving >= this.limits.queue
        ? 'queueFull'
        : loopDelayMs > 0 && this.loopDelay() > loopDelayMs
          ? 'loopDelay'
          : null;
    return reason && this.shed(reason);
  }

  /**
   * Whether there is room for work a request can do without (a guest's page rendered on the server, ADR 53): nobody
   * is waiting for a slot and the loop is well on time (under half the delay that sheds). Always, without limits.
   */
  hasHeadroom(): boolean {
    if (this.limits.concurrency <= 0) return true;
    const { loopDelayMs } = this.limits;
    return this.waiting.length === 0 && !(loopDelayMs > 0 && this.loopDelay() > loopDelayMs / 2);
  }

  /** A request on its way to the gate; the function it returns says it got there (or ended), once. */
  arrive(): () => void {
    this.arriving += 1;
    let here = false;
    return () => {
      if (here) return;
      here = true;
      this.arriving -= 1;
    };
  }

  figures(): AdmissionFigures {
    const shed = this.shedBy.queueFull + this.shedBy.queueWait + this.shedBy.loopDelay;
    return {
      inFlight: this.inFlight,
      queued: this.waiting.length,
      arriving: this.arriving,
      shed,
      shedBy: { ...this.shedBy },
      abandoned: this.abandoned,
      loopDelayMs: Math.round(this.loopDelay() * 10) / 10,
      limits: this.limits,
    };
  }

  private shed(reason: ShedReason): ShedReason {
    this.shedBy[reason] += 1;
    this.onShed(reason);
    return reason;
  }

  private remove(waiter: Waiter) {
    const i = this.waiting.indexOf(waiter);
    if (i >= 0) this.waiting.splice(i, 1);
  }

  /** A freed slot goes to the first waiter (the slot passes on: inFlight stays), else back to the pool. */
  private leave() {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.inFlight -= 1;
  }

  /** Takes a slot ahead of every ordinary waiter, however long it waits. */
  private reenter(): Promise<void> {
    if (this.limits.concurrency <= 0 || this.inFlight < this.limits.concurrency) {
      this.inFlight += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.unshift({ admit: resolve, timer: null }));
  }

  private ticket(): Ticket {
    // held: the slot is ours; outside: given back for a while; done: released for good.
    let state: 'held' | 'outside' | 'done' = 'held';
    // Read through a function: `state` may change while `outside` awaits, which the compiler's narrowing does not see.
    const released = () => state === 'done';
    return {
      release: () => {
        if (state === 'held') this.leave();
        state = 'done';
      },
      outside: async <T>(work: () => Promise<T>): Promise<T> => {
        if (state !== 'held') return work();
        state = 'outside';
        this.leave();
        try {
          return await work();
        } finally {
          await this.reenter();
          // Released while outside (it should not be): the slot just taken goes straight back.
          if (released()) this.leave();
          else state = 'held';
        }
      },
    };
  }
}

/** The request reached the gate (or ended before): it no longer counts as arriving. */
const departed = (res: Response) => (res.locals.depart as (() => void) | undefined)?.();

/** The ticket of the request being answered (the forwarder uses it to wait outside the gate). */
export const ticketOf = (res: Response): Ticket | undefined => res.locals.admission as Ticket | undefined;

/** What a shed /graphql request is answered, as every other refusal is shaped; HAProxy answers the same (ADR 58). */
export const BUSY_BODY = JSON.stringify({
  data: null,
  errors: [{ message: BUSY_MESSAGE, status: 503, extensions: { code: 'OVERLOADED' } }],
});
/** What a shed page is answered: the same words, as a page. */
export const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tsuzuki</title></head><body><p>${BUSY_MESSAGE}</p></body></html>`;
export { BUSY_RETRY_AFTER };

const SHED = Symbol('shed');

/** Whether the answer is the gate's 503 (pino-http logs those at debug: shedLog sums them up). */
export const wasShed = (res: object): boolean => SHED in res;

/** The GraphQL-shaped refusal (as the rate limit's 429): the site is busy, try again in a moment. */
export function busyJson(res: Response): void {
  Object.defineProperty(res, SHED, { value: true });
  res.status(503).set('Retry-After', String(BUSY_RETRY_AFTER)).set('Cache-Control', 'no-store').type('json').send(BUSY_BODY);
}

/** A page asked for while the site is busy: the same words, as a page. */
export function busyPage(res: Response): void {
  Object.defineProperty(res, SHED, { value: true });
  res.status(503).set('Retry-After', String(BUSY_RETRY_AFTER)).set('Cache-Control', 'no-store').type('html').send(BUSY_PAGE);
}

/**
 * `handler` behind the gate: it runs once a ticket is held, and the ticket is given back when the handler's promise
 * settles, however it ends (answered, failed, the client gone). A request the gate sheds is answered by `busy`; a
 * request `exempt` says (the services' own, with the internal token) runs at once, outside the gate's counts.
 */
export function admitted(
  gate: AdmissionGate,
  exempt: (req: Request) => boolean,
  busy: (res: Response) => void,
  handler: RequestHandler,
): RequestHandler {
  return async (req, res, next) => {
    // Exempt, or admitted already (a sitemap path no sitemap route answers falls through to the page answer).
    if (exempt(req) || ticketOf(res)) return handler(req, res, next);
    departed(res);
    const gone = new AbortController();
    const onClose = () => gone.abort();
    res.once('close', onClose);
    const ticket = await gate.enter(gone.signal);
    res.off('close', onClose);
    if (ticket === 'abandoned') return;
    if (typeof ticket === 'string') {
      busy(res);
      return;
    }
    res.locals.admission = ticket;
    try {
      await handler(req, res, next);
    } finally {
      ticket.release();
    }
  };
}

/**
 * The gate as middleware, for routers whose handlers' promises cannot be awaited (the sitemap, the list export): the
 * ticket is given back when the response ends or the connection closes, whichever comes first.
 */
export function admittedUntilAnswered(
  gate: AdmissionGate,
  exempt: (req: Request) => boolean,
  busy: (res: Response) => void,
): RequestHandler {
  return admitted(gate, exempt, busy, (_req, res, next) => {
    const answered = new Promise<void>((resolve) => res.once('close', resolve));
    next();
    return answered;
  });
}

/**
 * The first middleware of the app: a /graphql request that the gate would refuse anyway is answered before the
 * request log, the login, the body and the rate limit cost anything. At ten times the capacity, shedding is most of
 * what the process does, so each refusal must cost as little as it can (ADR 44: measured).
 */
export function earlyShed(gate: AdmissionGate, exempt: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/graphql' || exempt(req)) return next();
    if (!gate.shedsNow()) {
      const depart = gate.arrive();
      res.locals.depart = depart;
      res.once('close', depart);
      return next();
    }
    Object.defineProperty(res, SHED, { value: true });
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(BUSY_RETRY_AFTER),
      'cache-control': 'no-store',
      // Third-party pages read the refusal too (apiCors, which this answer comes before).
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'Retry-After',
    });
    res.end(BUSY_BODY);
  };
}

/** At most one log line per interval while shedding: how many, why, and the gate's state. */
export function shedLog(logger: Logger, figures: () => AdmissionFigures, intervalMs = 10_000): (reason: ShedReason) => void {
  let since: Record<ShedReason, number> = { queueFull: 0, queueWait: 0, loopDelay: 0 };
  let last = -Infinity;
  return (reason) => {
    since[reason] += 1;
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    const { inFlight, queued, loopDelayMs, shed } = figures();
    logger.warn({ shedSinceLastLine: since, shedTotal: shed, inFlight, queued, loopDelayMs }, 'overloaded: requests answered 503');
    since = { queueFull: 0, queueWait: 0, loopDelay: 0 };
  };
}
