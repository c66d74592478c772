import { MOD_ACTIONS, MOD_OBJECT_TYPES, type ModActionKind, type ModObjectType } from '@tsuzuki/events/modlog/actions';

// The mod-action history's filters (ADR 19): moderator, action, object type, object, the member an action concerns,
// date range and page, kept in the address (?moderator=3&action=ACTIVITY_DELETE&user=7&from=2024-04-01...) so that a filtered view can be linked and reloaded.

export const ACTIONS_PER_PAGE = 20;

export interface ActionFilters {
  readonly moderatorId: number | null;
  readonly action: ModActionKind | null;
  readonly objectType: ModObjectType | null;
  readonly objectId: number | null;
  /** The member the action is about (its subject: the author of what was deleted, the member whose role changed). */
  readonly userId: number | null;
  /** yyyy-mm-dd, inclusive, in the moderator's time zone. */
  readonly from: string | null;
  readonly to: string | null;
  readonly page: number;
}

const positive = (value: string | null): number | null => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);
const day = (value: string | null): string | null =>
  value && /^\d{4}-\d\d-\d\d$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;

export function parseActionFilters(params: URLSearchParams): ActionFilters {
  const action = params.get('action');
  const objectType = params.get('objectType');
  return {
    moderatorId: positive(params.get('moderator')),
    action: MOD_ACTIONS.includes(action as ModActionKind) ? (action as ModActionKind) : null,
    objectType: MOD_OBJECT_TYPES.includes(objectType as ModObjectType) ? (objectType as ModObjectType) : null,
    objectId: positive(params.get('object')),
    userId: positive(params.get('user')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: positive(params.get('page')) ?? 1,
  };
}

export function actionFiltersSearch(f: Omit<ActionFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (f.moderatorId) params.set('moderator', String(f.moderatorId));
  if (f.action) params.set('action', f.action);
  if (f.objectType) params.set('objectType', f.objectType);
  if (f.objectId) params.set('object', String(f.objectId));
  if (f.userId) params.set('user', String(f.userId));
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.page && f.page > 1) params.set('page', String(f.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Local midnight of a yyyy-mm-dd day (or of the days after it), as unix seconds. */
const startOf = (value: string, later = 0) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return Math.floor(new Date(y, m - 1, d + later).getTime() / 1000);
};

/** The query's variables: the range from the first second of `from` to the last of `to` (both inclusive). */
export function actionVariables(f: ActionFilters) {
  return {
    page: f.page,
    perPage: ACTIONS_PER_PAGE,
    moderatorId: f.moderatorId,
    action: f.action,
    objectType: f.objectType,
    objectId: f.objectId,
    userId: f.userId,
    from: f.from ? startOf(f.from) : null,
    to: f.to ? startOf(f.to, 1) - 1 : null,
  };
}
