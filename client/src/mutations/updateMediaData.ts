import { graphql, useMutation } from 'react-relay';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { updateMediaDataMutation, updateMediaDataMutation$variables } from './__generated__/updateMediaDataMutation.graphql';
import { invalidateEdits } from './editChanges.ts';

// A data moderator's direct edit of a media (ADR 22): the changed fields only, and a reason that tells the members
// who list the media. The media's records go stale, so its page shows the change when next opened.
const mutation = graphql`
  mutation updateMediaDataMutation(
    $id: Int!, $reason: String, $title: MediaTitleInput, $synonyms: [String], $description: String,
    $format: MediaFormat, $status: MediaStatus, $source: MediaSource, $countryOfOrigin: CountryCode, $isAdult: Boolean,
    $startDate: FuzzyDateInput, $endDate: FuzzyDateInput, $season: MediaSeason, $seasonYear: Int, $episodes: Int, $duration: Int,
    $chapters: Int, $volumes: Int, $genres: [String], $hashtag: String, $coverImage: String, $bannerImage: String,
    $externalLinks: [MediaExternalLinkInput]
  ) {
    UpdateMedia(
      id: $id, reason: $reason, title: $title, synonyms: $synonyms, description: $description, format: $format,
      status: $status, source: $source, countryOfOrigin: $countryOfOrigin, isAdult: $isAdult, startDate: $startDate, endDate: $endDate,
      season: $season, seasonYear: $seasonYear, episodes: $episodes, duration: $duration, chapters: $chapters, volumes: $volumes,
      genres: $genres, hashtag: $hashtag, coverImage: $coverImage, bannerImage: $bannerImage, externalLinks: $externalLinks
    ) {
      id
      title { romaji english native userPreferred }
      synonyms
      episodes
      updatedAt
    }
  }
`;

export function useUpdateMediaData(): [(variables: updateMediaDataMutation$variables, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<updateMediaDataMutation>(mutation, commitGivenOnly);
  const save = (variables: updateMediaDataMutation$variables, { onCompleted, onError }: MutationCallbacks) =>
    void commit({
      variables,
      updater: (store) => invalidateEdits(store, [`Media:${variables.id}`]),
      onCompleted: () => onCompleted?.(),
      onError,
    });
  return [save, isInFlight];
}
