import { graphql } from 'react-relay';
import type { RecordProxy, RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { nextRating, ratingAfter, type RecommendationRating } from '../components/Recommendation/recommendationRules.ts';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { toastError } from '../system/toasts.ts';
import type { saveRecommendationMutation } from './__generated__/saveRecommendationMutation.graphql';

// SaveRecommendation (social §4, §7): a member's rating of a pair, the first up vote adding the pair. The answer is
// the pair as the server now counts it, with what a media page's card shows of it.
const mutation = graphql`
  mutation saveRecommendationMutation($id: Int, $mediaId: Int, $mediaRecommendationId: Int, $rating: RecommendationRating) {
    SaveRecommendation(id: $id, mediaId: $mediaId, mediaRecommendationId: $mediaRecommendationId, rating: $rating) {
      id
      rating
      userRating
      ...RecommendationMediaCard_recommendation
    }
  }
`;

/**
 * The media page's preview as RecommendationsPreview_media asks for it (page 1 of 7, best rated first): a field
 * without an id is stored under its name and arguments, so these must stay the fragment's.
 */
export const PREVIEW_ARGS = { page: 1, perPage: 7, sort: ['RATING_DESC', 'ID'] } as const;

export interface RatedRecommendation {
  readonly id: number;
  readonly rating: number | null | undefined;
  /** As the API names it (an enum value this client does not know counts as no rating). */
  readonly userRating: string | null | undefined;
}

/** The viewer's new rating and the count it moves, shown before the server answers; the answer then overwrites both. */
export function setRating(target: RatedRecommendation, to: RecommendationRating) {
  return (store: RecordSourceProxy) => {
    const record = store.get(`Recommendation:${target.id}`);
    if (!record) return;
    record.setValue(to, 'userRating');
    record.setValue(ratingAfter(target.rating, target.userRating, to), 'rating');
  };
}

/** Rates up or down; pressing the rating already given clears it (NO_RATING). A refusal rolls back and says why. */
export async function rateRecommendation(target: RatedRecommendation, pressed: 'RATE_UP' | 'RATE_DOWN'): Promise<boolean> {
  const to = nextRating(target.userRating, pressed);
  try {
    await commitMutationAsync<saveRecommendationMutation>(mutation, { id: target.id, rating: to }, undefined, setRating(target, to));
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}

/**
 * The new pair goes first in the media's preview, so its author sees it whatever its place by rating (the next
 * visit sorts it in); one already shown stays where it is.
 */
export function putFirstInPreview(store: RecordSourceProxy, mediaId: number, added: RecordProxy): void {
  const preview = store.get(`Media:${mediaId}`)?.getLinkedRecord('recommendations', PREVIEW_ARGS);
  if (!preview) return;
  const nodes = preview.getLinkedRecords('nodes') ?? [];
  if (nodes.some((node) => node?.getDataID() === added.getDataID())) return;
  preview.setLinkedRecords([added, ...nodes].slice(0, PREVIEW_ARGS.perPage), 'nodes');
  // The one pushed out of a full preview is still there under "View all".
  if (nodes.length >= PREVIEW_ARGS.perPage) preview.getLinkedRecord('pageInfo')?.setValue(true, 'hasNextPage');
}

function prependToPreview(mediaId: number) {
  return (store: RecordSourceSelectorProxy) => {
    const added = store.getRootField('SaveRecommendation');
    if (added) putFirstInPreview(store, mediaId, added);
  };
}

/** Recommends `otherId` on `mediaId`'s page: a new pair starts rated up by its author (social §4). */
export async function addRecommendation(mediaId: number, otherId: number): Promise<boolean> {
  try {
    const answer = await commitMutationAsync<saveRecommendationMutation>(
      mutation,
      { mediaId, mediaRecommendationId: otherId, rating: 'RATE_UP' },
      prependToPreview(mediaId),
    );
    return answer.SaveRecommendation != null;
  } catch (error) {
    toastError(error);
    return false;
  }
}
