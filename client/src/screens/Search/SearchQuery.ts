import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { SearchQuery as SearchQueryType } from './__generated__/SearchQuery.graphql';
import { MEDIA_SEARCH_TYPES, mediaSearchState, OTHER_SEARCH_TYPES, type MediaSearchType } from './searchVariables.ts';

export const searchQuery = graphql`
  query SearchQuery(
    $type: MediaType
    $search: String
    $sort: [MediaSort]
    $season: MediaSeason
    $seasonYear: Int
    $genres: [String]
    $formats: [MediaFormat]
    $countryOfOrigin: CountryCode
    $isAdult: Boolean
  ) {
    ...SearchResults_query
      @arguments(
        type: $type
        search: $search
        sort: $sort
        season: $season
        seasonYear: $seasonYear
        genres: $genres
        formats: $formats
        countryOfOrigin: $countryOfOrigin
        isAdult: $isAdult
      )
  }
`;

export function isMediaSearchType(type: string | undefined): type is MediaSearchType {
  return type != null && type in MEDIA_SEARCH_TYPES;
}

export async function searchLoader({ params, request }: LoaderFunctionArgs) {
  const type = params.type;
  if (!isMediaSearchType(type)) {
    if (type && type in OTHER_SEARCH_TYPES) return null;
    throw redirect('/404');
  }
  const state = mediaSearchState(type, params.alias, new URL(request.url).searchParams, new Date());
  if (!state) throw redirect('/404');
  const loaded = await loadRouteQuery<SearchQueryType>('search', searchQuery, state.variables as SearchQueryType['variables']);
  return { ...loaded, preset: state.preset };
}
