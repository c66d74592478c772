import { describe, expect, it } from 'vitest';
import { todayIn } from './today.ts';

/** given(the member's timezone setting).when(an instant).then(the date it is there) */
const given = (timezone: string | null) => ({
  when: (instant: string) => ({
    then: (year: number, month: number, day: number) => expect(todayIn(timezone, Date.parse(instant))).toEqual({ year, month, day }),
  }),
});

describe('today where the member lives', () => {
  it('reads an offset setting (±HH:MM)', () => {
    given('+09:00').when('2024-04-01T23:30:00Z').then(2024, 4, 2);
    given('-05:00').when('2024-04-01T02:00:00Z').then(2024, 3, 31);
    given('+05:30').when('2024-12-31T18:29:00Z').then(2024, 12, 31);
    given('+05:30').when('2024-12-31T18:30:00Z').then(2025, 1, 1);
  });

  it('reads an IANA zone, daylight saving included', () => {
    given('Asia/Tokyo').when('2024-04-01T23:30:00Z').then(2024, 4, 2);
    given('America/New_York').when('2024-04-01T23:30:00Z').then(2024, 4, 1);
    // New York is UTC-4 in summer and UTC-5 in winter: its midnight is 04:00 UTC in July, 05:00 UTC in January.
    given('America/New_York').when('2024-07-02T03:30:00Z').then(2024, 7, 1);
    given('America/New_York').when('2024-01-02T04:30:00Z').then(2024, 1, 1);
    given('America/New_York').when('2024-01-02T05:30:00Z').then(2024, 1, 2);
  });

  it('is UTC with no setting or one it cannot read', () => {
    given(null).when('2024-04-01T23:30:00Z').then(2024, 4, 1);
    given('Not/A_Zone').when('2024-04-01T23:30:00Z').then(2024, 4, 1);
    given('+9').when('2024-04-01T23:30:00Z').then(2024, 4, 1);
  });
});
