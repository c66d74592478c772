// The edits read model's rows, declared once by the edits projection (ADR 22).
export type { RevisionRow, SubmissionRow } from '@tsuzuki/projection-service/rows/edits';
