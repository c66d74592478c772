import { MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { graphql, useMutation } from 'react-relay';
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

/** Resolves or dismisses and says so; a refusal shows the server's message. */
export function useResolveReport(): [(id: number, note: string | null, dismiss: boolean) => void, boolean] {
  const [commit, isInFlight] = useMutation<resolveReportMutation>(mutation);
  const resolve = (id: number, note: string | null, dismiss: boolean) =>
    void commit({
      variables: { id, note, dismiss },
      onCompleted: () => {
        showToast(dismiss ? MODERATION_MESSAGES.dismissed : MODERATION_MESSAGES.resolved, { kind: 'success' });
      },
      onError: toastError,
    });
  return [resolve, isInFlight];
}
