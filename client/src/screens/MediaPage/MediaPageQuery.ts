import { graphql } from 'react-relay';
import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import { markNotFoundFromMedia } from '../../system/notFoundOrigin.ts';
import { mediaPath, mediaSlug } from '../../format/slug.ts';
import type { MediaPageQuery as MediaPageQueryType } from './__generated__/MediaPageQuery.graphql';

export const mediaPageQuery = graphql`
  query MediaPageQuery($id: Int!, $type: MediaType) {
    Media(id: $id, type: $type) {
      id
      type
      title { userPreferred }
      ...MediaHeader_media
      ...MediaDataSheet_media
      ...MediaTags_media
      ...MediaRelations_media
    }
  }
`;

function notFound(): never {
  markNotFoundFromMedia();
  throw redirect('/404');
}

/** /anime/:id/:slug? and /manga/:id/:slug?: unknown media go to /404; a missing or wrong slug is replaced. */
export function mediaLoader(type: 'ANIME' | 'MANGA') {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = Number(params.id);
    if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) notFound();
    let loaded;
    try {
      loaded = await loadRouteQuery<MediaPageQueryType>('media', mediaPageQuery, { id, type });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.status === 404) notFound();
      throw error;
    }
    const media = loaded.data?.Media;
    if (!media) notFound();
    const slug = mediaSlug(media.title?.userPreferred);
    if ((params.slug ?? '') !== decodeURIComponent(slug)) {
      const url = new URL(request.url);
      throw replace(`${mediaPath(type, id, media.title?.userPreferred)}${url.search}${url.hash}`);
    }
    return loaded;
  };
}
