import { durationLabel } from './numbers.ts';

export interface LengthInfo {
  readonly type?: string | null;
  readonly format?: string | null;
  readonly episodes?: number | null;
  readonly duration?: number | null;
  readonly chapters?: number | null;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Card length: a film's running time, an anime's episode count, a manga's chapter count. */
export function mediaLength(media: LengthInfo): string {
  if (media.type === 'MANGA') return media.chapters ? plural(media.chapters, 'chapter') : '';
  if (media.format === 'MOVIE' && media.duration && (media.episodes ?? 1) <= 1) return durationLabel(media.duration);
  return media.episodes ? plural(media.episodes, 'episode') : '';
}
