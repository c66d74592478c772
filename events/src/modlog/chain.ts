import { createHash } from 'node:crypto';
import type { ModActionRecord } from '../catalogue/moderation.ts';

// The hash chain of the mod-action log (ADR 19). Each ModActionRecorded carries the hash of its own content and of
// the hash before it, so whoever holds the log can recompute the chain and find the first action that was altered,
// removed or moved. Pure functions: the command-service builds entries with them, the CLI and the query side verify.

/** The prevHash of the first action. */
export const GENESIS_HASH = '0'.repeat(64);

/** What the hash covers: every field but the hash itself. */
export type ModActionContent = Omit<ModActionRecord, 'hash' | 'prevHash'>;

/** JSON with object keys sorted at every depth and no spaces: one text per value, whatever order jsonb keeps. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function hashModAction(content: ModActionContent, prevHash: string): string {
  return createHash('sha256')
    .update(canonicalJson({ ...content, prevHash }))
    .digest('hex');
}

/** The next entry of the chain after `prevHash`. */
export function chainModAction(content: ModActionContent, prevHash: string): ModActionRecord {
  return { ...content, prevHash, hash: hashModAction(content, prevHash) };
}

export type ChainBreak = 'altered' | 'missing' | 'out of order';

export interface ChainVerdict {
  valid: boolean;
  /** Actions verified before the first break (all of them when valid). */
  checked: number;
  /** Actions read. */
  total: number;
  /** The last action's seq and hash (of those read), so that a verdict can be compared with one taken elsewhere. */
  head: { seq: number; hash: string } | null;
  firstBroken?: {
    /** The seq the broken action has (or, missing, should have had). */
    seq: number;
    /** Its stream position (seq - 1 in an untouched log). */
    position?: number;
    reason: ChainBreak;
    /** What the stored action says it was, when there is one to read (an altered action's own claim). */
    action?: string;
    moderatorId?: number;
  };
}

export interface StoredModAction {
  /** The stream position the store read it at; its index in the list when absent. */
  streamPosition?: bigint | number;
  data: ModActionRecord;
}

/**
 * Recomputes the chain over a log read in stream order: each action's hash must cover its content and the hash
 * before it, and the seqs must run 1, 2, 3… An action whose content no longer gives its hash is altered; a gap in
 * the seqs is a missing action; a seq that goes back is out of order; an action whose own hash holds but whose
 * successor does not link to it was altered and re-hashed, so the earlier of the two is named.
 */
export function verifyChain(events: readonly StoredModAction[]): ChainVerdict {
  let prevHash = GENESIS_HASH;
  let head: ChainVerdict['head'] = null;
  let headBefore: ChainVerdict['head'] = null;
  for (let i = 0; i < events.length; i++) {
    const { data, streamPosition } = events[i]!;
    const position = streamPosition === undefined ? i : Number(streamPosition);
    const expected = i + 1;
    const about = { position, action: data.action, moderatorId: data.moderatorId };
    const broken = (seq: number, reason: ChainBreak, where: Partial<NonNullable<ChainVerdict['firstBroken']>> = about) => ({
      valid: false,
      checked: i,
      total: events.length,
      head,
      firstBroken: { seq, reason, ...where },
    });
    const { hash, prevHash: linked, ...content } = data;
    if (hashModAction(content, linked) !== hash) return broken(expected, 'altered');
    if (data.seq > expected) return broken(expected, 'missing', { position: expected - 1 });
    if (data.seq < expected) return broken(data.seq, 'out of order');
    if (linked !== prevHash) {
      if (i === 0) return broken(expected, 'altered');
      const before = events[i - 1]!;
      return {
        valid: false,
        checked: i - 1,
        total: events.length,
        head: headBefore,
        firstBroken: {
          seq: before.data.seq,
          reason: 'altered',
          position: before.streamPosition === undefined ? i - 1 : Number(before.streamPosition),
          action: before.data.action,
          moderatorId: before.data.moderatorId,
        },
      };
    }
    prevHash = hash;
    headBefore = head;
    head = { seq: data.seq, hash };
  }
  return { valid: true, checked: events.length, total: events.length, head };
}
