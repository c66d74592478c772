// The words of a list activity card (social §2, §3): "Watched episode 5 of", "Completed", "Plans to watch".

/**
 * The activity's status (AniList's lower-case wording, "watched episode") with its progress ("5", or "3 - 5" when
 * merged), capitalised, to be followed by the media title: "Watched episode 3 - 5 of".
 */
export function listActivityText(status: string | null | undefined, progress: string | null | undefined): string {
  const words = (status ?? '').trim();
  if (!words) return '';
  const capital = words.charAt(0).toUpperCase() + words.slice(1);
  return progress ? `${capital} ${progress} of` : capital;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" for a createdAt in seconds. */
export function timeAgo(createdAt: number, nowSeconds: number): string {
  const elapsed = Math.max(0, nowSeconds - createdAt);
  for (const [unit, seconds] of UNITS) {
    if (elapsed >= seconds) return relative.format(-Math.floor(elapsed / seconds), unit);
  }
  return 'just now';
}
