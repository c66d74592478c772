import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { announceListChange, invalidateLists } from './listChanges.ts';
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
export type SaveListEntryVariables = Partial<saveListEntryMutation['variables']>;
export type SavedListEntry = NonNullable<saveListEntryMutation$data['SaveMediaListEntry']>;

const SHOWN_AT_ONCE = ['status', 'progress', 'progressVolumes', 'repeat', 'private', 'notes', 'hiddenFromStatusLists'] as const;

/** An existing entry shows the new status, progress and flags before the answer (the +1 button, quick actions). */
function showAtOnce(variables: SaveListEntryVariables) {
  return (store: RecordSourceSelectorProxy) => {
    const entry = variables.id != null ? store.get(`MediaList:${variables.id}`) : null;
    if (!entry) return;
    for (const field of SHOWN_AT_ONCE) if (variables[field] != null) entry.setValue(variables[field], field);
  };
}

/**
 * The saved entry becomes its media's mediaListEntry, so that headers and cards show it (pen icon, status), and
 * the lists it belongs to are fetched again when next shown (listChanges.ts).
 */
function linkToMedia(store: RecordSourceSelectorProxy<saveListEntryMutation$data>) {
  const entry = store.getRootField('SaveMediaListEntry');
  const mediaId = entry?.getValue('mediaId');
  const media = mediaId != null ? store.get(`Media:${String(mediaId)}`) : null;
  if (entry && media) media.setLinkedRecord(entry, 'mediaListEntry');
  invalidateLists(store);
}

/**
 * Saves a list entry and resolves with it (its media's title included, for the toasts); rejects with the server's
 * GraphQLRequestError (validation, or 409 when basedOnRevision is older than another save of the same fields).
 * With `id`, the entry's status, progress and flags change in the store at once and roll back on failure.
 */
export async function saveListEntry(variables: SaveListEntryVariables): Promise<SavedListEntry> {
  const response = await commitMutationAsync<saveListEntryMutation>(mutation, variables, linkToMedia, showAtOnce(variables), {
    givenOnly: true,
  });
  const saved = response.SaveMediaListEntry;
  if (!saved) throw new Error('The list entry was not saved.');
  announceListChange({ mediaId: saved.mediaId, kind: 'saved' });
  return saved;
}
