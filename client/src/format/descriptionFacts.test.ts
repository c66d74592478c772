import { describe, expect, it } from 'vitest';
import { descriptionFacts } from './descriptionFacts.ts';

describe('description facts', () => {
  it('takes "__Label:__ value" lines out of the text', () => {
    expect(descriptionFacts('__Age:__ 20s\n**Height:** 160 cm\n\nSouma is a __street racer__.')).toEqual({
      facts: [
        { label: 'Age', value: '20s' },
        { label: 'Height', value: '160 cm' },
      ],
      rest: 'Souma is a street racer.',
    });
  });
  it('leaves plain text alone', () => {
    expect(descriptionFacts('No facts here: none.')).toEqual({ facts: [], rest: 'No facts here: none.' });
  });
});
