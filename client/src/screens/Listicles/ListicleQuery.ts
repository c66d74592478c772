import { graphql } from 'react-relay';
import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery, type RouteQuery } from '../../system/loadRouteQuery.ts';
import { listiclePath, listicleVariables, parseListicle, type Listicle } from './listicleRules.ts';
import type { ListicleQuery as ListicleQueryType } from './__generated__/ListicleQuery.graphql';

// /article/Top-{10|50}-{genre}-{Anime|Manga}-of-{year} (social §2 Listicles): the genre's ranking in that year.
export const listicleQuery = graphql`
  query ListicleQuery($type: MediaType!, $genre: String!, $perPage: Int!, $seasonYear: Int, $yearLike: String) {
    Page(page: 1, perPage: $perPage) {
      media(
        type: $type, genre: $genre, seasonYear: $seasonYear, startDate_like: $yearLike, isAdult: false,
        averageScore_greater: 0, sort: [SCORE_DESC, POPULARITY_DESC]
      ) {
        id
        ...ListicleEntry_media
      }
    }
  }
`;

export interface ListicleLoaderData extends RouteQuery<ListicleQueryType> {
  listicle: Listicle;
}

/**
 * Another amount, an unknown genre, another type or a malformed year is /404 (social §2); a listicle spelled another
 * way ("Slice of Life", "action") is replaced by its canonical address.
 */
export async function listicleLoader({ params, request }: LoaderFunctionArgs): Promise<ListicleLoaderData> {
  const listicle = parseListicle(params.listicle ?? '');
  if (!listicle) throw redirect('/404');
  const canonical = listiclePath(listicle);
  if (new URL(request.url).pathname !== canonical) throw replace(canonical);
  const loaded = await loadRouteQuery<ListicleQueryType>('listicle', listicleQuery, listicleVariables(listicle));
  return { ...loaded, listicle };
}
