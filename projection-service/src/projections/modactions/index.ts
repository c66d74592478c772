import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows } from '../../framework/recordset.ts';
import type { ModActionRow } from './rows.ts';

const COLUMNS = {
  seq: 'integer',
  moderator_id: 'integer',
  action: 'text',
  object_type: 'text',
  object_id: 'integer',
  subject_user_id: 'integer',
  data: 'jsonb',
  reason: 'text',
  occurred_at: 'timestamptz',
  hash: 'text',
};

/**
 * Each action once, by seq: a log whose seqs were tampered with into a duplicate keeps the first, the same on every
 * replay (the verdict on the chain is the log's to give, not this table's).
 */
export const modActions = defineProjection({
  name: 'modactions',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.modactions,
  async apply(events, tx) {
    const rows: ModActionRow[] = events.map((event) => {
      const d = event.data;
      return {
        seq: d.seq,
        moderator_id: d.moderatorId,
        action: d.action,
        object_type: d.objectType,
        object_id: d.objectId,
        subject_user_id: d.subjectUserId,
        data: d.data as Record<string, unknown>,
        reason: d.reason,
        occurred_at: d.occurredAt,
        hash: d.hash,
      };
    });
    await insertRows(tx, 'mod_actions', COLUMNS, rows);
  },
});
