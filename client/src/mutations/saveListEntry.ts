import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { invalidateLists } from './listChanges.ts';
import type { saveListEntryMutation, saveListEntryMutation$data } from './__generated__/saveListEntryMutation.graphql';

// SaveMediaListEntry (core §7): the list editor, the quick actions and the list pages' +1 progress button.
const mutation = graphql`
  mutation saveListEntryMutation(
    $id: Int
    $mediaId: Int
    $status: MediaListStatus
    $score: Float
    $scoreRaw: Int
    $progress: Int
    $progressVolumes: Int
    $repeat: Int
    $priority: Int
    $private: Boolean
    $notes: String
    $hiddenFromStatusLists: Boolean
    $customLists: [String]
    $advancedScores: [Float]
    $startedAt: FuzzyDateInput
    $completedAt: FuzzyDateInput
    $basedOnRevision: Int
  ) {
    SaveMediaListEntry(
      id: $id
      mediaId: $mediaId
      status: $status
      score: $score
      scoreRaw: $scoreRaw
      progress: $progress
      progressVolumes: $progressVolumes
      repeat: $repeat
      priority: $priority
      private: $private
      notes: $notes
      hiddenFromStatusLists: $hiddenFromStatusLists
      customLists: $customLists
      advancedScores: $advancedScores
      startedAt: $startedAt
      completedAt: $completedAt
      basedOnRevision: $basedOnRevision
    ) {
      id
      mediaId
      status
      score
      # The same score as the editor and the list comparison read it.
      scoreRaw: score(format: POINT_100)
      progress
      progressVolumes
      repeat
      priority
      private
      notes
      hiddenFromStatusLists
      customLists
      advancedScores
      startedAt { year month day }
      completedAt { year month day }
      updatedAt
      revision
      media { id title { userPreferred } }
    }
  }
`;

/** SaveMediaListEntry's arguments: give only what changes (the request carries nothing else), and mediaId or id. */
export type SaveListEntryVariables = saveListEntryMutation['variables'];
export type SavedListEntry = NonNullable<saveListEntryMutation$data['SaveMediaListEntry']>;

const SHOWN_AT_ONCE = ['status', 'progress', 'progressVolumes', 'repeat', 'private', 'notes', 'hiddenFromStatusLists'] as const;

/**
 * What the store shows of the save, as one function for the optimistic and the final update. Before the answer, an
 * existing entry shows the new status, progress and flags (the +1 button, quick actions; rolled back on failure).
 * With the answer (already written to the entry's record, the server's rules applied), the saved entry becomes its
 * media's mediaListEntry, so that headers and cards show it (pen icon, status), and the lists it belongs to go
 * stale (listChanges.ts).
 */
export function showSave(variables: SaveListEntryVariables) {
  return (store: RecordSourceSelectorProxy<saveListEntryMutation$data>, data: saveListEntryMutation$data | null | undefined) => {
    if (data == null) {
      const entry = variables.id != null ? store.get(`MediaList:${variables.id}`) : null;
      if (!entry) return;
      for (const field of SHOWN_AT_ONCE) if (variables[field] != null) entry.setValue(variables[field], field);
      return;
    }
    const entry = store.getRootField('SaveMediaListEntry');
    const mediaId = entry?.getValue('mediaId');
    const media = mediaId != null ? store.get(`Media:${String(mediaId)}`) : null;
    if (entry && media) media.setLinkedRecord(entry, 'mediaListEntry');
    invalidateLists(store);
  };
}

/**
 * Saves a list entry and tells it (its media's title included, for the toasts); failures carry the server's
 * GraphQLRequestError (validation, or 409 when basedOnRevision is older than another save of the same fields).
 */
export function useSaveListEntry(): [(variables: SaveListEntryVariables, callbacks: MutationCallbacks<SavedListEntry>) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveListEntryMutation>(mutation, commitGivenOnly);
  const save = (variables: SaveListEntryVariables, { onCompleted, onError }: MutationCallbacks<SavedListEntry>) => {
    const update = showSave(variables);
    commit({
      variables,
      updater: update,
      optimisticUpdater: update,
      onCompleted: ({ SaveMediaListEntry: saved }) => {
        if (saved) onCompleted?.(saved);
        else onError?.(new Error('The list entry was not saved.'));
      },
      onError,
    });
  };
  return [save, isInFlight];
}
