import { MEDIA_SUBMITTABLE_FIELDS, fieldChanges, type InputOf } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { occurredAt } from '../../framework/time.ts';
import type { RevisionRow, SubmissionRow } from './rows.ts';

// The edits read model as a pure fold (index.ts loads and writes it): submissions keyed by id, and the revisions a
// batch adds. Pure so that the projection test can recount the same rows from the events alone.

/** The events this read model handles (PROJECTION_INPUTS.edits). */
type EditEvent = RecordedEvent<InputOf<'edits'>>;

export interface EditsBatch {
  /** Every submission the batch created or decided, as it ends the batch. */
  submissions: Map<number, SubmissionRow>;
  revisions: RevisionRow[];
  lastRevisionId: number;
}

/** The submission ids the batch names but may not create: index.ts loads their rows first. */
export function submissionsToLoad(events: readonly EditEvent[]): number[] {
  const ids = new Set<number>();
  for (const e of events) {
    const id = 'submissionId' in e.data ? e.data.submissionId : null;
    if (typeof id === 'number' && e.type !== 'SubmissionCreated') ids.add(id);
  }
  return [...ids];
}

const SUBMITTABLE = new Set<string>(MEDIA_SUBMITTABLE_FIELDS);

export function foldEdits(events: readonly EditEvent[], known: ReadonlyMap<number, SubmissionRow>, lastRevisionId: number): EditsBatch {
  const b: EditsBatch = { submissions: new Map(), revisions: [], lastRevisionId };
  const submission = (id: number | null | undefined) => (id == null ? undefined : (b.submissions.get(id) ?? known.get(id)));
  const revise = (e: RecordedEvent, row: Omit<RevisionRow, 'id' | 'created_at' | 'user_id' | 'moderator_id'>) => {
    const actor = e.metadata.actorId;
    // A change from an accepted submission is its submitter's, applied by the moderator who accepted it.
    const from = submission(row.submission_id);
    b.revisions.push({
      ...row,
      id: ++b.lastRevisionId,
      created_at: occurredAt(e),
      user_id: from ? from.user_id : actor,
      moderator_id: actor,
    });
  };
  for (const e of events) {
    switch (e.type) {
      case 'SubmissionCreated': {
        const d = e.data;
        if (submission(d.submissionId)) break;
        b.submissions.set(d.submissionId, {
          id: d.submissionId,
          object_type: d.objectType,
          object_id: d.objectId,
          media_type: d.mediaType,
          is_new: d.isNew,
          user_id: d.userId,
          status: 'PENDING',
          changes: d.changes,
          before: d.before,
          source: d.source,
          accepted_fields: null,
          notes: null,
          moderator_id: null,
          created_at: occurredAt(e),
          decided_at: null,
        });
        break;
      }
      case 'SubmissionAccepted':
      case 'SubmissionRejected': {
        const d = e.data;
        const row = submission(d.submissionId);
        if (!row) break;
        b.submissions.set(d.submissionId, {
          ...row,
          status: 'status' in d ? d.status : 'REJECTED',
          accepted_fields: 'fields' in d ? d.fields : null,
          notes: d.notes,
          moderator_id: d.moderatorId,
          decided_at: occurredAt(e),
        });
        break;
      }
      case 'MediaAdded': {
        const d = e.data;
        // Importers' media are the catalogue, not edits: only what members and moderators created is history.
        if (e.metadata.actorId === null) break;
        const created = Object.fromEntries(Object.entries(d).filter(([field]) => SUBMITTABLE.has(field)));
        revise(e, {
          object_type: 'MEDIA',
          object_id: d.mediaId,
          action: 'CREATE',
          submission_id: d.submissionId ?? null,
          changes: fieldChanges(created, null),
          reason: null,
        });
        break;
      }
      case 'MediaUpdated': {
        const d = e.data;
        revise(e, {
          object_type: 'MEDIA',
          object_id: d.mediaId,
          action: 'EDIT',
          submission_id: d.submissionId ?? null,
          changes: fieldChanges(d.changes, d.before),
          reason: d.reason ?? null,
        });
        break;
      }
      case 'MediaDeleted': {
        const d = e.data;
        revise(e, { object_type: 'MEDIA', object_id: d.mediaId, action: 'DELETE', submission_id: null, changes: [], reason: d.reason });
        break;
      }
      case 'MediaMerged': {
        const d = e.data;
        revise(e, {
          object_type: 'MEDIA',
          object_id: d.mediaId,
          action: 'MERGE',
          submission_id: null,
          changes: [{ field: 'mergedInto', before: null, after: d.intoMediaId }],
          reason: d.reason,
        });
        break;
      }
      case 'CharacterUpdated': {
        const d = e.data;
        revise(e, {
          object_type: 'CHARACTER',
          object_id: d.characterId,
          action: 'EDIT',
          submission_id: d.submissionId,
          changes: fieldChanges(d.changes, d.before),
          reason: d.reason,
        });
        break;
      }
      case 'StaffUpdated': {
        const d = e.data;
        revise(e, {
          object_type: 'STAFF',
          object_id: d.staffId,
          action: 'EDIT',
          submission_id: d.submissionId,
          changes: fieldChanges(d.changes, d.before),
          reason: d.reason,
        });
        break;
      }
      case 'StudioUpdated': {
        const d = e.data;
        revise(e, {
          object_type: 'STUDIO',
          object_id: d.studioId,
          action: 'EDIT',
          submission_id: null,
          changes: fieldChanges(d.changes, d.before),
          reason: d.reason,
        });
        break;
      }
      default:
        break;
    }
  }
  return b;
}
