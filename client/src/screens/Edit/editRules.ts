import { canEditData, type DataKind } from '@tsuzuki/events/dataRoles';
import { isAnyMod } from '@tsuzuki/events/roles';

// Routes and rights of the edit pages (social §2, ADR 22): /edit/{anime|manga}/{id|new}/{form?}/{submissionId?},
// /edit/character/{id}, /edit/staff/{id}, /edit/studio/{id}.

export type MediaTypeName = 'ANIME' | 'MANGA';

/** The forms of the media edit page, in tab order; `history` is the revision history, `submission` one submission. */
export const MEDIA_FORMS = [
  { form: 'general', label: 'General' },
  { form: 'description', label: 'Description' },
  { form: 'images', label: 'Images' },
  { form: 'links', label: 'Links' },
  { form: 'history', label: 'History' },
] as const;
export type MediaForm = (typeof MEDIA_FORMS)[number]['form'] | 'submission';

/** An edit route's id: digits (a positive id) or, where allowed, the word new; anything else is not found (null). */
export function parseEditId(param: string | undefined, allowNew: boolean): number | 'new' | null {
  if (allowNew && param === 'new') return 'new';
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The form a path names: a known one, `submission` with an id, else the first (general). */
export function parseMediaForm(
  form: string | undefined,
  submissionId: string | undefined,
): { form: MediaForm; submissionId: number | null } {
  if (form === 'submission') {
    const id = parseEditId(submissionId, false);
    return id === null ? { form: 'general', submissionId: null } : { form: 'submission', submissionId: id as number };
  }
  const known = MEDIA_FORMS.find((f) => f.form === form);
  return { form: known ? known.form : 'general', submissionId: null };
}

export function mediaEditPath(
  type: MediaTypeName | string | null | undefined,
  id: number | 'new',
  form?: MediaForm,
  submissionId?: number,
): string {
  const base = `/edit/${type === 'MANGA' ? 'manga' : 'anime'}/${id}`;
  if (form === 'submission' && submissionId) return `${base}/submission/${submissionId}`;
  return form && form !== 'general' ? `${base}/${form}` : base;
}

/** Where one submission is shown: a new media's under /new, others under what they are about. */
export const submissionPath = (
  kind: 'MEDIA' | 'CHARACTER' | 'STAFF',
  s: { id: number; objectId: number; type?: string | null; isNew?: boolean | null },
) => {
  if (kind === 'MEDIA') return mediaEditPath(s.type, s.isNew ? 'new' : s.objectId, 'submission', s.id);
  return `/edit/${kind === 'CHARACTER' ? 'character' : 'staff'}/${s.objectId}?submission=${s.id}`;
};

type Roles = readonly (string | null | undefined)[] | null | undefined;

/** Whether the viewer edits this kind of data directly (and decides its submissions), rather than submitting. */
export const editsDirectly = (roles: Roles, kind: DataKind): boolean => canEditData(roles, kind);

/** /edit/studio and the dashboard are for moderators (social §2: guarded). */
export const isModerator = (roles: Roles): boolean => isAnyMod(roles?.filter((r): r is string => !!r) ?? null);
