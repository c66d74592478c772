import type { ModActionKind, ModObjectType } from '@tsuzuki/events';

/** A row of rm_modactions.mod_actions, as the projection writes it and the query-service reads it. */
export interface ModActionRow {
  seq: number;
  moderator_id: number;
  action: ModActionKind;
  object_type: ModObjectType;
  object_id: number;
  subject_user_id: number | null;
  data: Record<string, unknown>;
  reason: string | null;
  /** The query-service reads it as unix seconds (createdAt). */
  occurred_at: string;
  hash: string;
}
