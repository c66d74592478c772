import { describe, expect, it } from 'vitest';
import { newEvent } from '../catalogue/index.ts';
import type { ModActionRecord } from '../catalogue/moderation.ts';
import { excerpt } from './actions.ts';
import { GENESIS_HASH, canonicalJson, chainModAction, hashModAction, verifyChain, type ModActionContent } from './chain.ts';

const content = (seq: number, over: Partial<ModActionContent> = {}): ModActionContent => ({
  seq,
  moderatorId: 7,
  action: 'ACTIVITY_DELETE',
  objectType: 'ACTIVITY',
  objectId: 100 + seq,
  subjectUserId: 3,
  data: { kind: 'TEXT', text: `status ${seq}`, nested: { b: 1, a: [2, { d: null, c: 'x' }] } },
  reason: null,
  occurredAt: `2024-05-0${(seq % 9) + 1}T10:00:00.000Z`,
  ...over,
});

function chainOf(n: number): ModActionRecord[] {
  const out: ModActionRecord[] = [];
  for (let seq = 1; seq <= n; seq++) out.push(chainModAction(content(seq), out.at(-1)?.hash ?? GENESIS_HASH));
  return out;
}
const stored = (records: ModActionRecord[]) => records.map((data, i) => ({ streamPosition: BigInt(i), data }));

describe('the mod-action hash chain', () => {
  it('hashes a canonical JSON: key order does not matter, every value does', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    const a = content(1);
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as ModActionContent;
    expect(hashModAction(reordered, GENESIS_HASH)).toBe(hashModAction(a, GENESIS_HASH));
    expect(hashModAction(a, GENESIS_HASH)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashModAction({ ...a, data: { ...a.data, text: 'status 1!' } }, GENESIS_HASH)).not.toBe(hashModAction(a, GENESIS_HASH));
    expect(hashModAction(a, 'f'.repeat(64))).not.toBe(hashModAction(a, GENESIS_HASH));
  });

  it('keeps its hash through the catalogue schema (no field is transformed) and a JSON round trip (jsonb)', () => {
    const [record] = chainOf(1);
    const parsed = newEvent('ModActionRecorded', record!).data;
    const { hash, prevHash, ...rest } = JSON.parse(JSON.stringify(parsed)) as ModActionRecord;
    expect(hashModAction(rest, prevHash)).toBe(hash);
  });

  it('verifies an untouched chain, and an empty one', () => {
    expect(verifyChain(stored(chainOf(5)))).toMatchObject({ valid: true, checked: 5, total: 5, head: { seq: 5 } });
    expect(verifyChain([])).toEqual({ valid: true, checked: 0, total: 0, head: null });
  });

  it('names an action whose content was changed as altered', () => {
    const records = chainOf(5);
    records[2] = { ...records[2]!, data: { ...records[2]!.data, text: 'nothing to see here' } };
    expect(verifyChain(stored(records))).toMatchObject({
      valid: false,
      checked: 2,
      firstBroken: { seq: 3, position: 2, reason: 'altered', action: 'ACTIVITY_DELETE', moderatorId: 7 },
    });
  });

  it('names an action that was changed and re-hashed: its successor no longer links to it', () => {
    const records = chainOf(5);
    records[1] = chainModAction({ ...content(2), moderatorId: 9 }, records[0]!.hash);
    expect(verifyChain(stored(records))).toMatchObject({
      valid: false,
      checked: 1,
      firstBroken: { seq: 2, position: 1, reason: 'altered', moderatorId: 9 },
    });
  });

  it('names a removed action as missing, where it should have been', () => {
    const records = stored(chainOf(5));
    records.splice(3, 1);
    expect(verifyChain(records)).toMatchObject({ valid: false, checked: 3, firstBroken: { seq: 4, position: 3, reason: 'missing' } });
    // The first one too.
    expect(verifyChain(stored(chainOf(3)).slice(1))).toMatchObject({ firstBroken: { seq: 1, position: 0, reason: 'missing' } });
  });

  it('names a seq that goes back as out of order', () => {
    const records = chainOf(3);
    records[2] = chainModAction(content(2), records[1]!.hash);
    expect(verifyChain(stored(records))).toMatchObject({
      valid: false,
      checked: 2,
      firstBroken: { seq: 2, position: 2, reason: 'out of order' },
    });
  });

  it('cuts excerpts between code points', () => {
    expect(excerpt('ab😀cd', 3)).toBe('ab😀…');
    expect(excerpt('short')).toBe('short');
    expect(excerpt(null)).toBeNull();
  });
});
