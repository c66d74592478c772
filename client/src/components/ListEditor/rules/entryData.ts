import { scoreFromRaw, type ScoreFormat } from '@tsuzuki/events/scores';
import { SMILEY_LABELS } from './scoreControl.ts';

// The API's Json fields of a list entry, read the way AniList writes them.

/**
 * customLists: AniList answers `asArray: true` with [{ name, enabled }] and without it with { name: enabled }; a
 * plain list of names is taken as well. The names of the lists the entry is on.
 */
export function enabledCustomLists(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (typeof item === 'string') return [item];
      if (item && typeof item === 'object' && 'name' in item && typeof item.name === 'string') {
        return 'enabled' in item && item.enabled === false ? [] : [item.name];
      }
      return [];
    });
  }
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([, on]) => on === true)
      .map(([name]) => name);
  return [];
}

/** advancedScores: { label: score }; anything that is not a number is left out. */
export function advancedScoresByLabel(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((pair): pair is [string, number] => typeof pair[1] === 'number'));
}

/** A raw 0-100 score as the member reads it: "75/100", "7.5/10", "4/5", "Liked"; 0 is no score. */
export function scoreText(raw: number | null | undefined, format: ScoreFormat): string {
  if (!raw) return 'No score';
  const score = scoreFromRaw(raw, format);
  switch (format) {
    case 'POINT_100':
      return `${score}/100`;
    case 'POINT_10_DECIMAL':
    case 'POINT_10':
      return `${score}/10`;
    case 'POINT_5':
      return `${score}/5`;
    case 'POINT_3':
      return SMILEY_LABELS[score - 1] ?? '';
  }
}
