import { describe, expect, it } from 'vitest';
import { splitSpoilers } from './spoilers.ts';

describe('description spoilers', () => {
  it('splits ~!spoiler!~ parts from the plain text', () => {
    expect(splitSpoilers('Hot-headed. ~!Lost heir to the throne.!~ Loves cats.')).toEqual([
      { text: 'Hot-headed. ', spoiler: false },
      { text: 'Lost heir to the throne.', spoiler: true },
      { text: ' Loves cats.', spoiler: false },
    ]);
  });
  it('keeps text without spoilers whole and drops empty spoilers', () => {
    expect(splitSpoilers('Plain.')).toEqual([{ text: 'Plain.', spoiler: false }]);
    expect(splitSpoilers('A ~! !~')).toEqual([{ text: 'A ', spoiler: false }]);
    expect(splitSpoilers('')).toEqual([]);
  });
});
