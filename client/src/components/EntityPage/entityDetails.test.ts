import { describe, expect, it } from 'vitest';
import { entityDetails, yearsActiveLabel } from './entityDetails.ts';

describe('entity details', () => {
  it('lists the known facts in order and leaves out the unknown', () => {
    expect(
      entityDetails({
        dateOfBirth: { month: 7, day: 26 },
        age: 17,
        gender: 'Female',
        bloodType: 'A',
        homeTown: null,
        primaryOccupations: ['Voice Actor', null, 'Singer'],
      }),
    ).toEqual([
      { label: 'Birth', value: 'Jul 26' },
      { label: 'Age', value: '17' },
      { label: 'Gender', value: 'Female' },
      { label: 'Blood Type', value: 'A' },
      { label: 'Occupations', value: 'Voice Actor, Singer' },
    ]);
    expect(entityDetails({})).toEqual([]);
  });
  it('shows years active as a range, open-ended while active', () => {
    expect(yearsActiveLabel([2006])).toBe('2006-Present');
    expect(yearsActiveLabel([1995, 2012])).toBe('1995-2012');
    expect(yearsActiveLabel([])).toBe('');
    expect(yearsActiveLabel(null)).toBe('');
  });
});
