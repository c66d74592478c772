import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows } from '../../framework/recordset.ts';
import { foldEdits, submissionsToLoad } from './fold.ts';
import type { SubmissionRow } from './rows.ts';

const SUBMISSION_COLUMNS = {
  id: 'integer',
  object_type: 'text',
  object_id: 'integer',
  media_type: 'text',
  is_new: 'boolean',
  user_id: 'integer',
  status: 'text',
  changes: 'jsonb',
  before: 'jsonb',
  source: 'text',
  accepted_fields: 'text[]',
  notes: 'text',
  moderator_id: 'integer',
  created_at: 'integer',
  decided_at: 'integer',
};
const DECIDED = ['status', 'accepted_fields', 'notes', 'moderator_id', 'decided_at'];
const REVISION_COLUMNS = {
  id: 'integer',
  object_type: 'text',
  object_id: 'integer',
  action: 'text',
  user_id: 'integer',
  moderator_id: 'integer',
  submission_id: 'integer',
  changes: 'jsonb',
  reason: 'text',
  created_at: 'integer',
};

/** Submissions and the revision history of the catalogue (ADR 22). */
export const edits = defineProjection({
  name: 'edits',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.edits,
  async apply(events, tx) {
    const ids = submissionsToLoad(events);
    const known = new Map<number, SubmissionRow>();
    if (ids.length) {
      const { rows } = await tx.query<SubmissionRow>('SELECT * FROM submissions WHERE id = ANY($1::int[])', [ids]);
      for (const row of rows) known.set(row.id, row);
    }
    const { rows } = await tx.query<{ value: number }>("SELECT value FROM counters WHERE name = 'revision'");
    const batch = foldEdits(events, known, rows[0]!.value);
    await insertRows(
      tx,
      'submissions',
      SUBMISSION_COLUMNS,
      [...batch.submissions.values()],
      `ON CONFLICT (id) DO UPDATE SET ${DECIDED.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    );
    await insertRows(tx, 'revisions', REVISION_COLUMNS, batch.revisions);
    if (batch.lastRevisionId !== rows[0]!.value)
      await tx.query("UPDATE counters SET value = $1 WHERE name = 'revision'", [batch.lastRevisionId]);
  },
});
