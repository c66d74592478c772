import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { THREADS_PER_PAGE } from '../../components/Forum/forumPaths.ts';
import { threadFeedVariables } from '../../components/Forum/threadFeedVariables.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { forumFeedFilter, parseForumFeed } from './forumFeed.ts';
import { notFound } from './ForumThreadQuery.ts';
import type { ForumFeedQuery as ForumFeedQueryType } from './__generated__/ForumFeedQuery.graphql';

// /forum/{type?} (social §2): the feed's first page, asked as ThreadFeed asks for it (threadFeedVariables), so the
// list finds it in the store; and the media named by ?media=, for the filter's words.
export const forumFeedQuery = graphql`
  query ForumFeedQuery(
    $first: Int
    $userId: Int
    $categoryId: Int
    $mediaCategoryId: Int
    $search: String
    $sort: [ThreadSort]
    $mediaId: Int
    $withMedia: Boolean!
  ) {
    # Only the list reads it: a failure there is the list's, not the page's.
    ...ThreadFeedList_query
      @arguments(first: $first, userId: $userId, categoryId: $categoryId, mediaCategoryId: $mediaCategoryId, search: $search, sort: $sort)
    Media(id: $mediaId) @include(if: $withMedia) {
      id
      title { userPreferred }
    }
  }
`;

/** Fresh each time: the forum moves while one reads. An unknown type is a 404. */
export function forumFeedLoader({ params, request }: LoaderFunctionArgs) {
  const feed = parseForumFeed(params.type, new URL(request.url).searchParams);
  if (!feed) notFound();
  const variables = {
    ...threadFeedVariables(forumFeedFilter(feed), THREADS_PER_PAGE),
    mediaId: feed.mediaId,
    withMedia: feed.mediaId !== null,
  };
  return loadRouteQuery<ForumFeedQueryType>('forum-feed', forumFeedQuery, variables, 'network-only');
}
