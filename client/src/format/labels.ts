const FORMAT_LABELS: Record<string, string> = {
  TV: 'TV Show',
  TV_SHORT: 'TV Short',
  MOVIE: 'Movie',
  SPECIAL: 'Special',
  OVA: 'OVA',
  ONA: 'ONA',
  MUSIC: 'Music',
  MANGA: 'Manga',
  NOVEL: 'Light Novel',
  ONE_SHOT: 'One Shot',
};

/** Format label; cards use the short form ("TV"), the data sheet the long one ("TV Show"). */
export function formatLabel(format: string | null | undefined, short = false): string {
  if (!format) return '';
  if (short && format === 'TV') return 'TV';
  return FORMAT_LABELS[format] ?? titleCase(format);
}

const COUNTRY_LABELS: Record<string, string> = { JP: 'Japan', KR: 'South Korea', CN: 'China', TW: 'Taiwan' };

export function countryLabel(country: string | null | undefined): string {
  if (!country) return '';
  return COUNTRY_LABELS[country] ?? country;
}

/** Data sheet format: unlicensed works are marked Doujin, works from outside Japan carry their country. */
export function formatWithNote(
  format: string | null | undefined,
  countryOfOrigin: string | null | undefined,
  isLicensed: boolean | null | undefined,
): string {
  const label = formatLabel(format);
  if (!label) return '';
  if (isLicensed === false) return `${label} (Doujin)`;
  if (countryOfOrigin && countryOfOrigin !== 'JP') return `${label} (${countryLabel(countryOfOrigin)})`;
  return label;
}

const STATUS_LABELS: Record<string, string> = {
  RELEASING: 'Airing',
  FINISHED: 'Finished',
  NOT_YET_RELEASED: 'Not Yet Aired',
  CANCELLED: 'Cancelled',
  HIATUS: 'Hiatus',
};

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return STATUS_LABELS[status] ?? titleCase(status);
}

export const SOURCES = [
  'ORIGINAL',
  'MANGA',
  'LIGHT_NOVEL',
  'WEB_NOVEL',
  'NOVEL',
  'ANIME',
  'VISUAL_NOVEL',
  'VIDEO_GAME',
  'DOUJINSHI',
  'COMIC',
  'LIVE_ACTION',
  'GAME',
  'MULTIMEDIA_PROJECT',
  'PICTURE_BOOK',
  'OTHER',
] as const;

export function sourceLabel(source: string | null | undefined): string {
  return source ? titleCase(source) : '';
}

/** LIGHT_NOVEL → "Light Novel". */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
