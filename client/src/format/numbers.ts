/** Counts above 999 display as x.xK (core §4 favourites). */
export function compactCount(count: number | null | undefined): string {
  if (count == null) return '0';
  if (count > 999) return `${(count / 1000).toFixed(1)}K`;
  return String(count);
}

/** Whole numbers with thousands separators for the data sheet. */
export function groupedCount(count: number | null | undefined): string {
  if (count == null) return '0';
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Duration in minutes shown as hours and minutes: 130 → "2 h 10 min", 24 → "24 min". */
export function durationLabel(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
