import { seasonLabel, seasonOfMonth } from './season.ts';

export interface FuzzyDate {
  readonly year?: number | null;
  readonly month?: number | null;
  readonly day?: number | null;
}

export interface ReleaseInfo {
  readonly type?: string | null;
  readonly status?: string | null;
  readonly startDate?: FuzzyDate | null;
  readonly endDate?: FuzzyDate | null;
  readonly season?: string | null;
  readonly seasonYear?: number | null;
}

/**
 * The short release label of cards (core §4 "Release date label"). Only RELEASING reads "Now" or "Since", so callers
 * must ask for `status(version: 2)`: version 1 of the API reports HIATUS as RELEASING.
 */
export function releaseDateLabel(media: ReleaseInfo, now: Date): string {
  const verb = media.type === 'MANGA' ? 'Publishing' : 'Airing';
  const startYear = media.startDate?.year ?? null;
  const endYear = media.endDate?.year ?? null;

  if (startYear == null) {
    if (media.status === 'CANCELLED' || media.status === 'FINISHED') return seasonLabel(media.status);
    return 'TBA';
  }
  if (media.status === 'RELEASING') {
    return startYear === now.getFullYear() ? `${verb} Now` : `${verb} Since ${startYear}`;
  }
  if (media.status === 'FINISHED' && endYear != null && endYear - startYear > 1) {
    return `${startYear} - ${endYear}`;
  }
  const season = releaseSeason(media);
  return season ? `${seasonLabel(season)} ${media.seasonYear ?? startYear}` : String(startYear);
}

// Only anime are released in seasons; when the season field is missing it follows from the start month.
function releaseSeason(media: ReleaseInfo): string | null {
  if (media.type === 'MANGA') return null;
  if (media.season) return media.season;
  const month = media.startDate?.month;
  return month ? seasonOfMonth(month) : null;
}
