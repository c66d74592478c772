import { graphql, useMutation } from 'react-relay';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { saveThreadMutation } from './__generated__/saveThreadMutation.graphql';

// SaveThread (social §2, §7): a new thread, or an edit by its author or a community moderator; sticky and locked
// are for community moderators. The answer updates the stored thread wherever it is shown.
const mutation = graphql`
  mutation saveThreadMutation(
    $id: Int
    $title: String
    $body: String
    $categories: [Int]
    $mediaCategories: [Int]
    $sticky: Boolean
    $locked: Boolean
  ) {
    SaveThread(id: $id, title: $title, body: $body, categories: $categories, mediaCategories: $mediaCategories, sticky: $sticky, locked: $locked) {
      id
      title
      body
      isSticky
      isLocked
      categories { id name }
      mediaCategories { id }
      ...ThreadCard_thread
      ...ThreadView_thread
    }
  }
`;

export interface ThreadDraft {
  readonly title: string;
  readonly body: string;
  readonly categories: readonly number[];
  readonly mediaCategories: readonly number[];
  /** Community moderators only; left out for everyone else (the server refuses a member who sends them). */
  readonly sticky?: boolean;
  readonly locked?: boolean;
}

/** Creates (no id) or edits a thread and tells its id; failures carry the server's message. */
export function useSaveThread(): [(id: number | null, draft: ThreadDraft, callbacks: MutationCallbacks<number>) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveThreadMutation>(mutation, commitGivenOnly);
  const save = (id: number | null, draft: ThreadDraft, { onCompleted, onError }: MutationCallbacks<number>) =>
    void commit({
      variables: threadVariables(id, draft),
      onCompleted: ({ SaveThread: saved }) => {
        if (saved) onCompleted?.(saved.id);
        else onError?.(new Error('The thread was not saved.'));
      },
      onError,
    });
  return [save, isInFlight];
}

/** Only what the draft gives: sticky and locked are left out for members. */
function threadVariables(id: number | null, draft: ThreadDraft): saveThreadMutation['variables'] {
  return {
    ...(id ? { id } : {}),
    title: draft.title,
    body: draft.body,
    categories: [...draft.categories],
    mediaCategories: [...draft.mediaCategories],
    ...(draft.sticky !== undefined ? { sticky: draft.sticky } : {}),
    ...(draft.locked !== undefined ? { locked: draft.locked } : {}),
  };
}
