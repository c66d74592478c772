// How the import preview describes a row: what the entry will be, and what changes on the member's list.
import type { ImportChange, ImportMatched } from '@tsuzuki/events/listImport';
import type { ScoreFormat } from '@tsuzuki/events/scores';
import { scoreText } from '../../components/ListEditor/rules/entryData.ts';
import { listStatusLabel } from '../../components/ListEditor/rules/statusLabels.ts';

const FIELD_NAMES: Record<ImportChange['field'], string> = {
  status: 'status',
  score: 'score',
  progress: 'progress',
  progressVolumes: 'volumes',
  repeat: 'rewatches',
  priority: 'priority',
  notes: 'notes',
  startedAt: 'start date',
  completedAt: 'finish date',
  private: 'private',
  hiddenFromStatusLists: 'hidden from status lists',
  customLists: 'custom lists',
  advancedScores: 'advanced scores',
  rewatches: 'rewatch history',
  rewatchStartedAt: 'rewatch start',
};

const MATCHES: Record<ImportMatched['match'], string> = {
  MEDIA_ID: 'This site’s id',
  ANILIST_ID: 'AniList id',
  MAL_ID: 'MyAnimeList id',
  TITLE: 'Title',
  SIMILAR_TITLE: 'Similar title',
};

export const matchLabel = (match: ImportMatched['match']) => MATCHES[match];

/** "New entry", "Unchanged", or "Updates score, progress". */
export function actionText(row: ImportMatched): string {
  if (row.action === 'CREATE') return 'New entry';
  if (row.action === 'UNCHANGED') return 'Unchanged';
  return `Updates ${row.changes.map((c) => FIELD_NAMES[c.field]).join(', ')}`;
}

/** The entry as it will read once imported: "Completed · 9/10 · 25/25". */
export function entryText(row: ImportMatched, format: ScoreFormat): string {
  const to = <F extends ImportChange['field']>(field: F) =>
    row.changes.find((c) => c.field === field)?.to as ImportChange<F>['to'] | undefined;
  const status = to('status');
  const score = to('score');
  const progress = to('progress');
  return [
    status ? listStatusLabel(status, row.media.type) : null,
    score !== undefined ? scoreText(score, format) : null,
    progress !== undefined ? `${progress}${row.media.total ? `/${row.media.total}` : ''}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
