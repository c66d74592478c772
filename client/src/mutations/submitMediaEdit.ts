import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { submitMediaEditMutation, submitMediaEditMutation$variables } from './__generated__/submitMediaEditMutation.graphql';
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

/** The submission's id and media, or throws the request's error. */
export async function submitMediaEdit(variables: submitMediaEditMutation$variables) {
  const response = await commitMutationAsync<submitMediaEditMutation>(mutation, variables, (store) => invalidateEdits(store, []), undefined, { givenOnly: true });
  return response.SubmitMediaEdit;
}
