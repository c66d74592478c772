import { graphql, useMutation } from 'react-relay';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type {
  submitMediaEditMutation,
  submitMediaEditMutation$data,
  submitMediaEditMutation$variables,
} from './__generated__/submitMediaEditMutation.graphql';
import { invalidateEdits } from './editChanges.ts';

// A member's proposed change to a media, or a new media (ADR 22): only the changed fields are sent (givenOnly), so
// that the submission names exactly what the member changed. It waits for a data moderator.
const mutation = graphql`
  mutation submitMediaEditMutation(
    $mediaId: Int, $type: MediaType, $notes: String, $title: MediaTitleInput, $synonyms: [String], $description: String,
    $format: MediaFormat, $status: MediaStatus, $source: MediaSource, $countryOfOrigin: CountryCode, $isAdult: Boolean,
    $startDate: FuzzyDateInput, $endDate: FuzzyDateInput, $season: MediaSeason, $seasonYear: Int, $episodes: Int, $duration: Int,
    $chapters: Int, $volumes: Int, $genres: [String], $hashtag: String, $coverImage: String, $bannerImage: String,
    $externalLinks: [MediaExternalLinkInput]
  ) {
    SubmitMediaEdit(
      mediaId: $mediaId, type: $type, notes: $notes, title: $title, synonyms: $synonyms, description: $description, format: $format,
      status: $status, source: $source, countryOfOrigin: $countryOfOrigin, isAdult: $isAdult, startDate: $startDate, endDate: $endDate,
      season: $season, seasonYear: $seasonYear, episodes: $episodes, duration: $duration, chapters: $chapters, volumes: $volumes,
      genres: $genres, hashtag: $hashtag, coverImage: $coverImage, bannerImage: $bannerImage, externalLinks: $externalLinks
    ) {
      id
      status
      mediaId
      type
      isNew
    }
  }
`;

export type SubmittedMediaEdit = submitMediaEditMutation$data['SubmitMediaEdit'];

/** Submits and tells the submission (its id and media); failures carry the request's error. */
export function useSubmitMediaEdit(): [
  (variables: submitMediaEditMutation$variables, callbacks: MutationCallbacks<SubmittedMediaEdit>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<submitMediaEditMutation>(mutation, commitGivenOnly);
  const submit = (variables: submitMediaEditMutation$variables, { onCompleted, onError }: MutationCallbacks<SubmittedMediaEdit>) =>
    void commit({
      variables,
      updater: (store) => invalidateEdits(store, []),
      onCompleted: (response) => onCompleted?.(response.SubmitMediaEdit),
      onError,
    });
  return [submit, isInFlight];
}
