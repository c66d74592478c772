// Guests' server-rendered pages kept for reuse (ADR 54). A page is a function of its address, the answers its loaders
// read, the build (one per process) and the clock. So a kept page goes out again only once each answer it was
// rendered from has been asked again and is byte for byte the same: those are answer-cache hits of a millisecond or
// so against 20-33 ms of rendering, and the page is never older than the read models it shows. The clock is bounded
// by a short lifetime: labels such as "5 minutes ago" or "airing in 2 days" are rendered from it.
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

export interface AskRequest {
  documentId: string;
  operationName: string;
  variables: Record<string, unknown>;
}

/** An answer as the loopback request got it: its status and its body's text. */
export interface RawAnswer {
  status: number;
  text: string;
}

export type AskRaw = (request: AskRequest) => Promise<RawAnswer>;
/**
 * The answer a guest's request would be served from memory now, without asking (app.ts: the answer cache's kept
 * answer); null where it would be executed. Checking a kept page costs no loopback request for those.
 */
export type PeekAnswer = (request: AskRequest) => RawAnswer | null;
type AskParsed = (request: AskRequest) => Promise<{ data?: unknown; errors?: unknown[] }>;

/** A page: parts of text, in which the page's CSP nonce may appear (React's inline scripts). */
type Page = object;
const partsOf = (page: Page) => Object.entries(page) as [string, unknown][];

export interface RenderCacheOptions {
  /** All kept pages together, in bytes (RENDER_CACHE_MB). */
  maxBytes: number;
  /** How long a page is served at most, for what it read of the clock. */
  ttlMs: number;
  /** Milliseconds, for the pages' lifetime; tests pass their own to step over it without waiting. */
  now?: () => number;
}

const Env = z.object({ RENDER_CACHE_MB: z.coerce.number().int().nonnegative().default(32) });

/**
 * The cache's bounds from the environment (RENDER_CACHE_MB; 0 turns it off). Pages are kept 30 s at most: what
 * they read of the clock is labels ("3 minutes ago") the browser brings up to date as soon as it has hydrated.
 */
export function loadRenderCacheOptions(env: NodeJS.ProcessEnv = process.env): RenderCacheOptions | null {
  const { RENDER_CACHE_MB } = Env.parse({ RENDER_CACHE_MB: env.RENDER_CACHE_MB || undefined });
  return RENDER_CACHE_MB === 0 ? null : { maxBytes: RENDER_CACHE_MB * 1024 * 1024, ttlMs: 30_000 };
}

interface Kept {
  page: Page;
  /** What the page's loaders asked, with a digest of each answer's body. */
  asks: readonly { request: AskRequest; digest: string }[];
  bytes: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

export class RenderCache {
  private readonly entries: LRUCache<string, Kept>;
  /** Renders under way by address: a request for the same page waits for it, then checks it like any kept page. */
  private readonly rendering = new Map<string, Promise<unknown>>();
  /**
   * Pages are rendered with this in place of the nonce, and each answer puts its own in: the nonce must be new for
   * every answer (securityHeaders.ts). Random per process, so that nothing a page shows can contain it.
   */
  private readonly placeholder = `nonce-${randomBytes(18).toString('base64url')}`;
  /** How pages came since the process started (GET /health). */
  readonly counts = { served: 0, rendered: 0, stale: 0 };

  constructor(
    options: RenderCacheOptions,
    private readonly peek: PeekAnswer = () => null,
  ) {
    this.entries = new LRUCache<string, Kept>({
      maxSize: options.maxBytes,
      // One page may take an eighth of the room at most: a few huge list pages cannot push out every other page.
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
      sizeCalculation: (kept, key) => Math.max(1, kept.bytes + key.length),
      ttl: options.ttlMs,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  /**
   * The page at `key` for an answer whose nonce is `nonce`: the kept one if every answer it read is still the same,
   * otherwise `render`ed anew (with the asks it makes recorded) and kept if it rendered and every ask was answered.
   */
  async page<P extends Page>(
    key: string,
    nonce: string,
    ask: AskRaw,
    render: (ask: AskParsed, nonce: string) => Promise<P | null>,
    /**
     * A busy process (app.ts: no headroom at the admission gate): the kept page if its answers are all in memory and
     * unchanged, else null (the skeleton). Nothing is asked or rendered, nothing waited for.
     */
    onlyKept = false,
  ): Promise<P | null> {
    const underWay = onlyKept ? undefined : this.rendering.get(key);
    if (underWay) await underWay.catch(() => undefined);
    const kept = this.entries.get(key);
    if (kept) {
      // A busy process looks in memory only; otherwise what is not there is asked again.
      const verdict = await compare(kept, onlyKept ? this.peek : (request) => this.peek(request) ?? ask(request));
      if (verdict === 'same') {
        this.counts.served++;
        return this.withNonce(kept.page, nonce) as P;
      }
      if (verdict === 'changed') {
        this.counts.stale++;
        // Unless a page rendered meanwhile has taken its place.
        if (this.entries.peek(key) === kept) this.entries.delete(key);
      }
    }
    if (onlyKept) return null;
    const asks: { request: AskRequest; digest: string }[] = [];
    let answered = true;
    const recording: AskParsed = async (request) => {
      const answer = await ask(request);
      if (answer.status !== 200) answered = false;
      asks.push({ request, digest: digest(answer.text) });
      return JSON.parse(answer.text) as { data?: unknown; errors?: unknown[] };
    };
    const rendered = render(recording, this.placeholder);
    if (!underWay) {
      this.rendering.set(key, rendered);
      void rendered.finally(() => this.rendering.delete(key)).catch(() => undefined);
    }
    const page = await rendered;
    if (!page) return null;
    this.counts.rendered++;
    if (answered) {
      const text = partsOf(page).reduce((n, [, part]) => n + (typeof part === 'string' ? part.length : 0), 0);
      const bytes = text + JSON.stringify(asks).length;
      this.entries.set(key, { page, asks: [...asks], bytes });
    }
    return this.withNonce(page, nonce) as P;
  }

  figures() {
    return { ...this.counts, pages: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private withNonce(page: Page, nonce: string): Page {
    return Object.fromEntries(
      partsOf(page).map(([name, part]) => [name, typeof part === 'string' ? part.replaceAll(this.placeholder, nonce) : part]),
    );
  }
}

/**
 * Whether every answer the page was rendered from is still the answer `find` gives now: 'unknown' where it gives
 * none (an answer not in memory, for a busy process), 'changed' where one differs or could not be had.
 */
async function compare(
  kept: Kept,
  find: (request: AskRequest) => RawAnswer | null | Promise<RawAnswer>,
): Promise<'same' | 'changed' | 'unknown'> {
  const verdicts = await Promise.all(
    kept.asks.map(async ({ request, digest: was }) => {
      try {
        const answer = await find(request);
        if (!answer) return 'unknown';
        return answer.status === 200 && digest(answer.text) === was ? 'same' : 'changed';
      } catch {
        return 'changed';
      }
    }),
  );
  return verdicts.includes('changed') ? 'changed' : verdicts.includes('unknown') ? 'unknown' : 'same';
}
