import { todayIn } from '@tsuzuki/events/lists/today';

// Dates of list entries as the editor shows them, yyyy-MM-dd (core §5), and as the API carries them (FuzzyDate).
export interface FuzzyDate {
  readonly year: number | null;
  readonly month: number | null;
  readonly day: number | null;
}

export const EMPTY_DATE: FuzzyDate = { year: null, month: null, day: null };
export const DATE_FORMAT_MESSAGE = 'Use the format yyyy-MM-dd.';

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** "2024-03-09", or "2024-03" / "2024" for a partly known date, "" for none. */
export function dateText(
  date: { readonly year?: number | null; readonly month?: number | null; readonly day?: number | null } | null | undefined,
): string {
  if (!date?.year) return '';
  if (!date.month) return pad(date.year, 4);
  if (!date.day) return `${pad(date.year, 4)}-${pad(date.month)}`;
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** A typed date: "" clears it; yyyy, yyyy-MM and yyyy-MM-dd are accepted; anything else (or 2023-02-30) is null. */
export function parseDateText(text: string): FuzzyDate | null {
  const value = text.trim();
  if (value === '') return EMPTY_DATE;
  const match = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : null;
  const day = match[3] ? Number(match[3]) : null;
  if (year < 1800 || year > 2200) return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  if (day !== null) {
    const real = new Date(Date.UTC(year, month! - 1, day));
    if (day < 1 || real.getUTCMonth() !== month! - 1) return null;
  }
  return { year, month, day };
}

/**
 * Today (yyyy-MM-dd) as the command-service reckons it (todayIn): in the member's timezone setting. Null (not known
 * here, or "Automatic (this device)") is the browser's own zone, which the server cannot know.
 */
export function todayText(timezone: string | null, now: number = Date.now()): string {
  return dateText(todayIn(timezone || Intl.DateTimeFormat().resolvedOptions().timeZone, now));
}

/** The same date written differently ("2024-3-9" and "2024-03-09") is no change. */
export function sameDateText(a: string, b: string): boolean {
  const left = parseDateText(a);
  const right = parseDateText(b);
  if (!left || !right) return a.trim() === b.trim();
  return left.year === right.year && left.month === right.month && left.day === right.day;
}
