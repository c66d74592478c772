import { MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { showToast, toastError } from '../system/toasts.ts';
import type { resolveReportMutation } from './__generated__/resolveReportMutation.graphql';

// ResolveReport (ADR 21): a community moderator resolves or dismisses a report, with an optional note. The answer
// updates the report's record, so the queue's card shows it handled at once.
const mutation = graphql`
  mutation resolveReportMutation($id: Int, $note: String, $dismiss: Boolean) {
    ResolveReport(id: $id, note: $note, dismiss: $dismiss) {
      id
      cleared
      dismissed
      note
      resolvedAt
      resolvedBy { id name }
    }
  }
`;

export async function resolveReport(id: number, note: string | null, dismiss: boolean): Promise<boolean> {
  try {
    await commitMutationAsync<resolveReportMutation>(mutation, { id, note, dismiss });
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(dismiss ? MODERATION_MESSAGES.dismissed : MODERATION_MESSAGES.resolved, { kind: 'success' });
  return true;
}
