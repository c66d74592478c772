export type Season = 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL';

const SEASONS: readonly Season[] = ['WINTER', 'SPRING', 'SUMMER', 'FALL'];

/** Jan–Mar winter, Apr–Jun spring, Jul–Sep summer, Oct–Dec fall (month is 1-based). */
export function seasonOfMonth(month: number): Season {
  const index = Math.floor((Math.min(Math.max(month, 1), 12) - 1) / 3);
  return SEASONS[index] ?? 'WINTER';
}

export function seasonOfDate(date: Date): { season: Season; year: number } {
  return { season: seasonOfMonth(date.getMonth() + 1), year: date.getFullYear() };
}

/** Next season is computed by adding three months to today, so December rolls into next year's winter. */
export function nextSeason(date: Date): { season: Season; year: number } {
  const later = new Date(date.getFullYear(), date.getMonth() + 3, 1);
  return seasonOfDate(later);
}

export function seasonLabel(season: string | null | undefined): string {
  if (!season) return '';
  return season.charAt(0) + season.slice(1).toLowerCase();
}

export function seasonSearchPath(season: string, year: number | null | undefined): string {
  const params = new URLSearchParams({ season });
  if (year) params.set('year', String(year));
  return `/search/anime?${params.toString()}`;
}
