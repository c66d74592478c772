// List entry statuses and their words per media type (core §4).
export const LIST_STATUSES = ['CURRENT', 'PLANNING', 'COMPLETED', 'REPEATING', 'PAUSED', 'DROPPED'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
export type ListMediaType = 'ANIME' | 'MANGA';

const ANIME_LABELS: Record<ListStatus, string> = {
  CURRENT: 'Watching',
  PLANNING: 'Plan to watch',
  COMPLETED: 'Completed',
  REPEATING: 'Rewatching',
  PAUSED: 'Paused',
  DROPPED: 'Dropped',
};
const MANGA_LABELS: Record<ListStatus, string> = {
  CURRENT: 'Reading',
  PLANNING: 'Plan to read',
  COMPLETED: 'Completed',
  REPEATING: 'Rereading',
  PAUSED: 'Paused',
  DROPPED: 'Dropped',
};

export const isListStatus = (value: unknown): value is ListStatus => (LIST_STATUSES as readonly unknown[]).includes(value);

/** The editor's and the header button's label: "Watching" / "Reading", "Plan to watch" / "Plan to read"... */
export function listStatusLabel(status: string | null | undefined, type: string | null | undefined): string {
  if (!isListStatus(status)) return '';
  return (type === 'MANGA' ? MANGA_LABELS : ANIME_LABELS)[status];
}

/** The short list name of quick actions and their toasts: Watching / Reading, Planning, Completed... */
export function listName(status: ListStatus, type: string | null | undefined): string {
  if (status === 'PLANNING') return 'Planning';
  return listStatusLabel(status, type);
}
