import { describe, expect, it } from 'vitest';
import { BAD_TEXT_MESSAGE, findBadInput, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from './validationMessages.ts';

/** `depth` lists, one inside the other, around `inner`. */
const nested = (depth: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('findBadInput', () => {
  it('reports the first bad text in document order, keys before their values', () => {
    expect(findBadInput({ a: 'fine', b: ['ok', 'n\u0000l'], c: 'x\uD800' })).toEqual({
      path: ['b', '1'],
      problem: 'text',
      message: BAD_TEXT_MESSAGE,
    });
    expect(findBadInput({ ok: { ['k\u0000']: 'fine' } })).toMatchObject({ path: ['ok', 'k\u0000'], problem: 'text' });
    expect(findBadInput('\uDC00')).toMatchObject({ path: [], problem: 'text' });
    expect(findBadInput({ a: ['😀', { b: null, c: 3, d: true }] })).toBeNull();
  });

  it(`takes input nested ${MAX_INPUT_DEPTH} levels and refuses a level more`, () => {
    expect(findBadInput({ v: nested(MAX_INPUT_DEPTH - 1) })).toBeNull();
    expect(findBadInput({ v: nested(MAX_INPUT_DEPTH) })).toEqual({
      path: ['v', ...Array<string>(MAX_INPUT_DEPTH - 1).fill('0')],
      problem: 'nesting',
      message: TOO_DEEP_MESSAGE,
    });
  });

  it('Deep input is refused fast: 20,000 nested brackets are refused at the limit, without overflowing the stack', () => {
    const deep = JSON.parse(`{"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    expect(findBadInput(deep)).toMatchObject({ problem: 'nesting', path: { length: MAX_INPUT_DEPTH } });
    // Bad text deeper than the limit is never reached: the nesting is what is reported.
    expect(findBadInput(nested(100, 'n\u0000l'))).toMatchObject({ problem: 'nesting' });
  });
});
