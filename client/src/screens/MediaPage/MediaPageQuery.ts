import { graphql } from 'react-relay';
import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import { markNotFoundFromMedia } from '../../system/notFoundOrigin.ts';
import { mediaPath, mediaSlug } from '../../format/slug.ts';
import { subPagePath } from './rules/header.ts';
import { mediaPageVariables } from './mediaPageVariables.ts';
import type { MediaPageQuery as MediaPageQueryType } from './__generated__/MediaPageQuery.graphql';

// The parent route's query: header, tabs and sidebar on every sub-page, plus the overview (the index sub-page),
// whose threads block's first answer comes with it, asked as ThreadFeed asks (threadFeedVariables), so the block
// finds it in the store instead of asking after the first render. Only the block reads it.
export const mediaPageQuery = graphql`
  query MediaPageQuery($id: Int!, $type: MediaType, $threadFirst: Int, $threadSort: [ThreadSort]) @preloadable {
    ...ThreadFeedList_query @arguments(first: $threadFirst, mediaCategoryId: $id, sort: $threadSort)
    Media(id: $id, type: $type) {
      id
      type
      title { userPreferred }
      ...MediaHeader_media
      ...MediaTabs_media
      ...MediaSidebar_media
      ...MediaOverview_media
      ...MediaWatch_media
    }
  }
`;

function notFound(): never {
  markNotFoundFromMedia();
  throw redirect('/404');
}

export function mediaIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d+$/.test(value ?? '') || !Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}

/** /anime/:id/:slug?/<sub-page>: unknown media go to /404; a missing or wrong slug is replaced, keeping the sub-page. */
export function mediaLoader(type: 'ANIME' | 'MANGA') {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = mediaIdParam(params.id);
    let loaded;
    try {
      loaded = await loadRouteQuery<MediaPageQueryType>('media', mediaPageQuery, mediaPageVariables(id, type));
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.status === 404) notFound();
      throw error;
    }
    const media = loaded.data?.Media;
    if (!media) notFound();
    const slug = mediaSlug(media.title?.userPreferred);
    if ((params.slug ?? '') !== decodeURIComponent(slug)) {
      const url = new URL(request.url);
      throw replace(`${mediaPath(type, id, media.title?.userPreferred)}${subPagePath(url.pathname)}${url.search}${url.hash}`);
    }
    return loaded;
  };
}
