import type { FieldChange, MediaType } from '@tsuzuki/events';

// Rows of rm_edits, as this projection writes them and the query-service reads them.

/** A row of rm_edits.submissions. */
export interface SubmissionRow {
  id: number;
  object_type: 'MEDIA' | 'CHARACTER' | 'STAFF';
  object_id: number;
  media_type: MediaType | null;
  is_new: boolean;
  user_id: number;
  status: 'PENDING' | 'ACCEPTED' | 'PARTIALLY_ACCEPTED' | 'REJECTED';
  changes: Record<string, unknown>;
  before: Record<string, unknown>;
  source: string | null;
  accepted_fields: string[] | null;
  notes: string | null;
  moderator_id: number | null;
  created_at: number;
  decided_at: number | null;
}

/** A row of rm_edits.revisions. */
export interface RevisionRow {
  id: number;
  object_type: 'MEDIA' | 'CHARACTER' | 'STAFF' | 'STUDIO';
  object_id: number;
  action: 'CREATE' | 'EDIT' | 'DELETE' | 'MERGE';
  user_id: number | null;
  moderator_id: number | null;
  submission_id: number | null;
  changes: FieldChange[];
  reason: string | null;
  created_at: number;
}
