import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isReviewModerator } from '../../components/Review/reviewRules.ts';
import { requireViewer } from '../../session/guards.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { loadRouteQuery, type RouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import { fetchExistingReview, type ExistingReview } from './existingReview.ts';
import type { ReviewEditorQuery as ReviewEditorQueryType } from './__generated__/ReviewEditorQuery.graphql';

// /review/editor/{mediaId}/{uId?} (social §2, §4): the media under review; the review itself is asked beside it.
export const reviewEditorQuery = graphql`
  query ReviewEditorQuery($mediaId: Int!) {
    Media(id: $mediaId) {
      id
      type
      status(version: 2)
      isReviewBlocked
      title { userPreferred }
      coverImage { large color }
    }
  }
`;

export interface ReviewEditorData extends RouteQuery<ReviewEditorQueryType> {
  /** The review being edited; null in create mode. */
  readonly review: ExistingReview | null;
}

const positiveInt = (value: string | undefined): number | null => {
  const id = Number(value);
  return /^\d+$/.test(value ?? '') && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Login required. Whose review: the viewer's, or for a community moderator the member named by uId (others' uId is
 * ignored: they can only write their own). An unknown media is /404.
 */
export async function reviewEditorLoader({ params }: LoaderFunctionArgs): Promise<ReviewEditorData> {
  requireViewer();
  const viewer = viewerSession.getState().viewer!;
  const mediaId = positiveInt(params.mediaId);
  if (mediaId === null) throw redirect('/404');
  const asked = positiveInt(params.uId);
  const authorId = asked !== null && isReviewModerator(viewer) ? asked : viewer.id;
  const reviewLookup = fetchExistingReview(mediaId, authorId);
  let loaded;
  try {
    loaded = await loadRouteQuery<ReviewEditorQueryType>('review-editor', reviewEditorQuery, { mediaId });
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status === 404) throw redirect('/404');
    throw error;
  }
  if (!loaded.data?.Media) throw redirect('/404');
  return { ...loaded, review: await reviewLookup };
}
