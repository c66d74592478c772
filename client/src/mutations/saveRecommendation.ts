import { graphql, useMutation } from 'react-relay';
import type { RecordProxy, RecordSourceProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { nextRating, ratingAfter, type RecommendationRating } from '../components/Recommendation/recommendationRules.ts';
import type { MutationAnswer, MutationCallbacks } from '../system/mutationCallbacks.ts';
import { toastError } from '../system/toasts.ts';
import type { saveRecommendationMutation } from './__generated__/saveRecommendationMutation.graphql';

// SaveRecommendation (social §4, §7): a member's rating of a pair (new: false, so that a vote never recreates a pair
// deleted meanwhile) or their adding it (new: true). The answer is the pair as the server now counts it, with what a
// media page's card shows of it.
const mutation = graphql`
  mutation saveRecommendationMutation($id: Int, $mediaId: Int, $mediaRecommendationId: Int, $rating: RecommendationRating, $new: Boolean) {
    SaveRecommendation(id: $id, mediaId: $mediaId, mediaRecommendationId: $mediaRecommendationId, rating: $rating, new: $new) {
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

/**
 * The viewer's new rating and the count it moves, shown before the server answers. The same function is the final
 * update, where the answer has already written both as the server counts them: it leaves them so.
 */
export function setRating(target: RatedRecommendation, to: RecommendationRating) {
  return (store: RecordSourceProxy, data?: MutationAnswer) => {
    const record = store.get(`Recommendation:${target.id}`);
    if (!record || data) return;
    record.setValue(to, 'userRating');
    record.setValue(ratingAfter(target.rating, target.userRating, to), 'rating');
  };
}

/** Rates up or down; pressing the rating already given clears it (NO_RATING). A refusal rolls back and says why. */
export function useRateRecommendation(): [(target: RatedRecommendation, pressed: 'RATE_UP' | 'RATE_DOWN') => void, boolean] {
  const [commit, isInFlight] = useMutation<saveRecommendationMutation>(mutation);
  const rate = (target: RatedRecommendation, pressed: 'RATE_UP' | 'RATE_DOWN') => {
    const to = nextRating(target.userRating, pressed);
    const update = setRating(target, to);
    commit({ variables: { id: target.id, rating: to, new: false }, updater: update, optimisticUpdater: update, onError: toastError });
  };
  return [rate, isInFlight];
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

/** The answer's pair goes first in the preview; nothing before it (the pair's id is the server's). */
function prependToPreview(mediaId: number) {
  return (store: RecordSourceSelectorProxy) => {
    const added = store.getRootField('SaveRecommendation');
    if (added) putFirstInPreview(store, mediaId, added);
  };
}

/** Recommends `otherId` on `mediaId`'s page: a new pair starts rated up by its author (social §4). */
export function useAddRecommendation(): [(mediaId: number, otherId: number, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveRecommendationMutation>(mutation);
  const add = (mediaId: number, otherId: number, { onCompleted }: MutationCallbacks) => {
    commit({
      variables: { mediaId, mediaRecommendationId: otherId, rating: 'RATE_UP', new: true },
      updater: prependToPreview(mediaId),
      onCompleted: ({ SaveRecommendation: saved }) => {
        if (saved) onCompleted?.();
      },
      onError: toastError,
    });
  };
  return [add, isInFlight];
}
