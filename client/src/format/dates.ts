import type { FuzzyDate } from './releaseDate.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Oct 3, 2020", "Oct 2020", "2020" or "Oct 3" — whichever parts of the fuzzy date are known. */
export function fuzzyDateLabel(date: FuzzyDate | null | undefined): string {
  if (!date) return '';
  const month = date.month ? MONTHS[date.month - 1] : undefined;
  const monthDay = month && date.day ? `${month} ${date.day}` : month;
  if (!date.year) return monthDay ?? '';
  if (month && date.day) return `${monthDay}, ${date.year}`;
  return month ? `${month} ${date.year}` : String(date.year);
}
