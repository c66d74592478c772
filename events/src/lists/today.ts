import type { FuzzyDate } from '../catalogue/shapes.ts';

// "Today" for the automatic start and finish dates of list entries (core §4), one definition for the
// command-service and the list editor: the calendar date where the member lives, by their timezone setting.

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * The calendar date of `instant` (epoch milliseconds) in `timezone`: an IANA zone or ±HH:MM, as the timezone
 * setting holds it. UTC when there is none or it is unreadable: the server knows no device to ask. The browser
 * passes its own zone for a member who chose "Automatic (this device)".
 */
export function todayIn(timezone: string | null, instant: number): FuzzyDate {
  const offset = timezone ? OFFSET.exec(timezone) : null;
  if (offset) {
    const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
    return utcDate(instant + minutes * 60_000);
  }
  if (timezone) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }).formatToParts(instant);
      const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
      return { year: part('year'), month: part('month'), day: part('day') };
    } catch {
      // An unknown zone name (RangeError): fall through to UTC.
    }
  }
  return utcDate(instant);
}

function utcDate(ms: number): FuzzyDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
