import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import type { ReviewPageQuery as ReviewPageQueryType } from './__generated__/ReviewPageQuery.graphql';

// /review/{id} (social §2, §3): the review with its media and author; the body comes as the member's markdown and is
// rendered here, like every member's text.
export const reviewPageQuery = graphql`
  query ReviewPageQuery($id: Int!) {
    Review(id: $id) {
      id
      summary
      body
      score
      private
      createdAt
      updatedAt
      user { id name avatar { large } }
      media { id type title { userPreferred } bannerImage coverImage { extraLarge large color } }
      ...ReviewRating_review
      ...ReviewActions_review
    }
  }
`;

function notFound(): never {
  throw redirect('/404');
}

/** An unknown id, or a review the viewer may not see (deleted, another's private one, adult media), is /404. */
export async function reviewLoader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) notFound();
  let loaded;
  try {
    // Asked afresh: votes move all the time, and an edit may have just been saved.
    loaded = await loadRouteQuery<ReviewPageQueryType>('review', reviewPageQuery, { id }, 'network-only');
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status === 404) notFound();
    throw error;
  }
  if (!loaded.data?.Review) notFound();
  return loaded;
}
