import type { DataKind } from '@tsuzuki/events/dataRoles';

// A submission as the edit pages show it, whichever kind (ADR 22): the three GraphQL types mapped to one shape.

export type SubmissionKind = 'MEDIA' | 'CHARACTER' | 'STAFF';

export interface SubmissionRecord {
  readonly kind: SubmissionKind;
  readonly id: number;
  readonly status: string;
  readonly source: string | null;
  readonly notes: string | null;
  readonly createdAt: number | null;
  readonly decidedAt: number | null;
  /** The media, character or staff member it is about (for a new media, the id it will have). */
  readonly objectId: number;
  readonly mediaType: string | null;
  readonly isNew: boolean;
  readonly label: string;
  readonly submitter: { readonly id: number; readonly name: string } | null;
  readonly assignee: { readonly id: number; readonly name: string } | null;
  readonly fieldChanges: readonly { readonly field: string; readonly before?: unknown; readonly after?: unknown }[];
  readonly acceptedFields: readonly string[] | null;
}

/** The data kind whose moderators decide it: a media's type, or the person kind. */
export const decidingKind = (s: Pick<SubmissionRecord, 'kind' | 'mediaType'>): DataKind =>
  s.kind === 'MEDIA' ? (s.mediaType === 'MANGA' ? 'MANGA' : 'ANIME') : s.kind;

export const STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  PARTIALLY_ACCEPTED: 'Partially accepted',
  REJECTED: 'Rejected',
};

type Person = { readonly id: number; readonly name: string } | null | undefined;
type Change = { readonly field: string; readonly before?: unknown; readonly after?: unknown } | null | undefined;
interface Raw {
  readonly id: number;
  readonly status?: string | null;
  readonly source?: string | null;
  readonly notes?: string | null;
  readonly createdAt?: number | null;
  readonly decidedAt?: number | null;
  readonly submitter?: Person;
  readonly assignee?: Person;
  readonly fieldChanges?: readonly Change[] | null;
  readonly acceptedFields?: readonly (string | null | undefined)[] | null;
}

export function toRecord(
  kind: SubmissionKind,
  raw: Raw,
  extra: { objectId: number | null | undefined; mediaType?: string | null; isNew?: boolean | null; label?: string | null },
): SubmissionRecord {
  return {
    kind,
    id: raw.id,
    status: raw.status ?? 'PENDING',
    source: raw.source ?? null,
    notes: raw.notes ?? null,
    createdAt: raw.createdAt ?? null,
    decidedAt: raw.decidedAt ?? null,
    objectId: extra.objectId ?? 0,
    mediaType: extra.mediaType ?? null,
    isNew: !!extra.isNew,
    label: extra.label ?? `#${extra.objectId}`,
    submitter: raw.submitter ?? null,
    assignee: raw.assignee ?? null,
    fieldChanges: (raw.fieldChanges ?? []).filter((c): c is NonNullable<Change> => !!c),
    acceptedFields: raw.acceptedFields ? raw.acceptedFields.filter((f): f is string => !!f) : null,
  };
}
