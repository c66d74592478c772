import type { DomainEvent, SubmissionObjectType } from '@tsuzuki/events';
import type { ModActionFact } from '../../framework/command.ts';
import type { SubmissionBook } from './book.ts';

// A data moderator's decision on a member's submission is a mod action (ADR 19, 22): on the submission, about its
// submitter, with the object it concerns and the fields taken; the moderator's notes are its reason.

interface Decision {
  payload: { submissionId: number; notes?: string | null };
  metadata: { ids: Record<string, number> };
}

export function submissionModAction(objectType: SubmissionObjectType) {
  return (command: Decision, events: DomainEvent[], state: { submissions: SubmissionBook }): ModActionFact | null => {
    const pending = state.submissions.pending.get(command.payload.submissionId);
    const decision = events.find((e) => e.type === 'SubmissionAccepted' || e.type === 'SubmissionRejected');
    if (!pending || !decision) return null;
    const objectId = Object.values(command.metadata.ids)[0]!;
    const accepted = decision.type === 'SubmissionAccepted' ? decision.data : null;
    return {
      action: !accepted ? 'SUBMISSION_REJECT' : accepted.status === 'ACCEPTED' ? 'SUBMISSION_ACCEPT' : 'SUBMISSION_PARTIALLY_ACCEPT',
      objectType: 'SUBMISSION',
      objectId: pending.submissionId,
      subjectUserId: pending.userId,
      data: {
        objectType,
        objectId,
        ...(pending.isNew ? { isNew: true } : {}),
        fields: accepted ? accepted.fields : Object.keys(pending.changes),
      },
      reason: command.payload.notes ?? null,
    };
  };
}

/** A direct edit: the fields it changed, and the reason members were given. */
export function editModAction(kind: 'MEDIA' | 'CHARACTER' | 'STAFF' | 'STUDIO', type: string) {
  return (
    command: { payload: { reason?: string | null }; metadata: { ids: Record<string, number> } },
    events: DomainEvent[],
  ): ModActionFact[] => {
    const edit = events.find((e) => e.type === type) as { data: { changes: object } } | undefined;
    if (!edit) return [];
    const objectId = Object.values(command.metadata.ids)[0]!;
    return [
      {
        action: `${kind}_EDIT`,
        objectType: kind,
        objectId,
        subjectUserId: null,
        data: { fields: Object.keys(edit.data.changes).sort() },
        ...(command.payload.reason ? { reason: command.payload.reason } : {}),
      },
    ];
  };
}
