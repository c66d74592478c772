import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { occurredAt } from '../../framework/time.ts';
import type { BanRow, ModNoteRow, ReportRow } from './rows.ts';

const REPORT = {
  id: 'integer',
  user_id: 'integer',
  reporter_id: 'integer',
  object_type: 'text',
  object_id: 'integer',
  reason: 'text',
  created_at: 'integer',
};
const RESOLVED = { id: 'integer', resolved_at: 'integer', resolved_by: 'integer', dismissed: 'boolean', note: 'text' };
const NOTE = { id: 'integer', user_id: 'integer', moderator_id: 'integer', note: 'text', created_at: 'integer' };
const BAN = { id: 'integer', user_id: 'integer', moderator_id: 'integer', reason: 'text', created_at: 'integer', expires_at: 'integer' };
const LIFTED = { id: 'integer', lifted_at: 'integer', lifted_by: 'integer', lift_reason: 'text' };

type Resolved = Pick<ReportRow, 'id' | 'resolved_at' | 'resolved_by' | 'dismissed' | 'note'>;
type Lifted = Pick<BanRow, 'id' | 'lifted_at' | 'lifted_by' | 'lift_reason'>;

const seconds = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 1000));

/**
 * The report queue, notes and bans. A batch inserts what it created, then marks what it handled (a report is created
 * before it is resolved, a ban given before it is lifted: the same stream, in order), each in one statement.
 */
export const moderation = defineProjection({
  name: 'moderation',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.moderation,
  async apply(events, tx) {
    const reports: Omit<ReportRow, Exclude<keyof Resolved, 'id'>>[] = [];
    const resolved = new Map<number, Resolved>();
    const notes: ModNoteRow[] = [];
    const bans: Omit<BanRow, 'lifted_at' | 'lifted_by' | 'lift_reason'>[] = [];
    const lifted = new Map<number, Lifted>();
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        case 'UserReported': {
          const d = event.data;
          reports.push({
            id: d.reportId,
            user_id: d.userId,
            reporter_id: d.reporterId,
            object_type: d.objectType,
            object_id: d.objectId,
            reason: d.reason,
            created_at: at,
          });
          break;
        }
        case 'UserReportResolved': {
          const d = event.data;
          resolved.set(d.reportId, { id: d.reportId, resolved_at: at, resolved_by: d.resolvedBy, dismissed: d.dismissed, note: d.note });
          break;
        }
        case 'ModNoteSaved': {
          const d = event.data;
          notes.push({ id: d.noteId, user_id: d.userId, moderator_id: d.moderatorId, note: d.note, created_at: at });
          break;
        }
        case 'UserBanned': {
          const d = event.data;
          bans.push({
            id: d.banId,
            user_id: d.userId,
            moderator_id: d.moderatorId,
            reason: d.reason,
            created_at: at,
            expires_at: seconds(d.expiresAt),
          });
          break;
        }
        case 'UserUnbanned': {
          const d = event.data;
          lifted.set(d.banId, { id: d.banId, lifted_at: at, lifted_by: d.moderatorId, lift_reason: d.reason });
          break;
        }
        default:
          break;
      }
    }
    await insertRows(tx, 'reports', REPORT, reports);
    await insertRows(tx, 'mod_notes', NOTE, notes);
    await insertRows(tx, 'bans', BAN, bans);
    if (resolved.size) {
      await tx.query(
        `UPDATE reports r SET resolved_at = x.resolved_at, resolved_by = x.resolved_by, dismissed = x.dismissed, note = x.note
        FROM ${recordsetSource(RESOLVED)} WHERE r.id = x.id`,
        [recordset([...resolved.values()])],
      );
    }
    if (lifted.size) {
      await tx.query(
        `UPDATE bans b SET lifted_at = x.lifted_at, lifted_by = x.lifted_by, lift_reason = x.lift_reason
        FROM ${recordsetSource(LIFTED)} WHERE b.id = x.id`,
        [recordset([...lifted.values()])],
      );
    }
  },
});
