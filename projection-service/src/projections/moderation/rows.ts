import type { ReportObjectType } from '@tsuzuki/events';

// Rows of rm_moderation, as the projection writes them and the query-service reads them.

export interface ReportRow {
  id: number;
  user_id: number;
  reporter_id: number;
  object_type: ReportObjectType;
  object_id: number | null;
  reason: string;
  created_at: number;
  resolved_at: number | null;
  resolved_by: number | null;
  dismissed: boolean | null;
  note: string | null;
}

export interface ModNoteRow {
  id: number;
  user_id: number;
  moderator_id: number;
  note: string;
  created_at: number;
}

export interface BanRow {
  id: number;
  user_id: number;
  moderator_id: number;
  reason: string;
  created_at: number;
  expires_at: number | null;
  lifted_at: number | null;
  lifted_by: number | null;
  lift_reason: string | null;
}
