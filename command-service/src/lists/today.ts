import type { FuzzyDate } from '@tsuzuki/events';

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * The calendar date of `instant` where the member lives (their timezone setting: an IANA zone or ±HH:MM),
 * for the automatic start and finish dates. UTC when they have not said, or said something unreadable.
 */
export function todayIn(timezone: string | null, instant: number): FuzzyDate {
  const offset = timezone ? OFFSET.exec(timezone) : null;
  if (offset) {
    const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
    return utcDate(instant + minutes * 60_000);
  }
  if (timezone) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
      const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
      return { year: part('year'), month: part('month'), day: part('day') };
    } catch {
      // An unknown zone name: fall through to UTC.
    }
  }
  return utcDate(instant);
}

function utcDate(ms: number): FuzzyDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
