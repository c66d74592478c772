const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Countdown is hidden when the episode is more than 30 days away (core §4). */
export const COUNTDOWN_LIMIT_SECONDS = 30 * DAY;

export interface NextAiring {
  readonly episode: number;
  readonly airingAt: number;
}

/** "2d 4h 13m" until airing, or null when it is in the past or more than 30 days away. */
export function timeUntil(airingAt: number, nowSeconds: number): string | null {
  const left = airingAt - nowSeconds;
  if (left <= 0 || left > COUNTDOWN_LIMIT_SECONDS) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  return `${days}d ${hours}h ${minutes}m`;
}

/** Data sheet countdown: "Ep 5: 2d 4h 13m". */
export function airingCountdown(next: NextAiring | null | undefined, nowSeconds: number): string | null {
  if (!next) return null;
  const left = timeUntil(next.airingAt, nowSeconds);
  return left ? `Ep ${next.episode}: ${left}` : null;
}
