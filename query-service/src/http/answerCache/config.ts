import { z } from 'zod';

/** The answer cache's bounds (ADR 45). */
export interface AnswerCacheOptions {
  /** All answers together, in bytes (ANSWER_CACHE_MB). */
  maxBytes: number;
  /**
   * One answer at most, in bytes (ANSWER_CACHE_ENTRY_KB): room for a 2,000-entry list page (1.3 MB, the costliest
   * answer to execute) while a whole catalogue's worth could not push out every page.
   */
  entryBytes: number;
  /** How long an answer that read the clock (timeUntilAiring, "not yet aired", birthdays) is served (ANSWER_CACHE_CLOCK_TTL_MS). */
  clockTtlMs: number;
  /** Milliseconds, for the clock entries' lifetime; tests pass their own to step over it without waiting. */
  now?: () => number;
}

const count = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

const Env = z.object({
  ANSWER_CACHE: z.enum(['on', 'off']).default('on'),
  ANSWER_CACHE_MB: count(64),
  ANSWER_CACHE_ENTRY_KB: count(2048),
  ANSWER_CACHE_CLOCK_TTL_MS: count(1000),
});

/** The cache's options from the environment, or null when ANSWER_CACHE=off (or a size of 0) turns it off. */
export function loadAnswerCacheOptions(env: NodeJS.ProcessEnv = process.env): AnswerCacheOptions | null {
  // An empty variable means "unset", as the other settings read them.
  const given = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('ANSWER_CACHE') && v !== ''));
  const parsed = Env.parse(given);
  if (parsed.ANSWER_CACHE === 'off' || parsed.ANSWER_CACHE_MB === 0 || parsed.ANSWER_CACHE_ENTRY_KB === 0) return null;
  return {
    maxBytes: parsed.ANSWER_CACHE_MB * 1024 * 1024,
    entryBytes: parsed.ANSWER_CACHE_ENTRY_KB * 1024,
    clockTtlMs: parsed.ANSWER_CACHE_CLOCK_TTL_MS,
  };
}
