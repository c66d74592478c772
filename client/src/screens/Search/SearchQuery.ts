import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery, type RouteQuery } from '../../system/loadRouteQuery.ts';
import type { SearchMediaQuery } from './__generated__/SearchMediaQuery.graphql';
import type { SearchOthersQuery } from './__generated__/SearchOthersQuery.graphql';
import type { SearchLandingQuery } from './__generated__/SearchLandingQuery.graphql';
import { isMediaType, isSearchType } from './rules/filterState.ts';
import { mediaVariables, otherVariables } from './rules/variables.ts';
import { landingVariables } from './landing/landingSections.ts';
import { searchViewer } from './searchState.ts';
import { searchPageState, type SearchPageState } from './rules/pageState.ts';

export const searchMediaQuery = graphql`
  query SearchMediaQuery(
    $type: MediaType, $search: String, $sort: [MediaSort], $genres: [String], $excludedGenres: [String],
    $tags: [String], $excludedTags: [String], $minimumTagRank: Int, $season: MediaSeason, $seasonYear: Int,
    $yearLike: String, $formats: [MediaFormat], $status: MediaStatus, $source: MediaSource,
    $countryOfOrigin: CountryCode, $licensedBy: [String], $isLicensed: Boolean, $onList: Boolean, $isAdult: Boolean,
    $startDate_greater: FuzzyDateInt, $startDate_lesser: FuzzyDateInt, $episodes_greater: Int, $episodes_lesser: Int,
    $duration_greater: Int, $duration_lesser: Int, $chapters_greater: Int, $chapters_lesser: Int,
    $volumes_greater: Int, $volumes_lesser: Int
  ) {
    ...MediaSearchResults_query @arguments(
      type: $type, search: $search, sort: $sort, genres: $genres, excludedGenres: $excludedGenres, tags: $tags,
      excludedTags: $excludedTags, minimumTagRank: $minimumTagRank, season: $season, seasonYear: $seasonYear,
      yearLike: $yearLike, formats: $formats, status: $status, source: $source, countryOfOrigin: $countryOfOrigin,
      licensedBy: $licensedBy, isLicensed: $isLicensed, onList: $onList, isAdult: $isAdult,
      startDate_greater: $startDate_greater, startDate_lesser: $startDate_lesser,
      episodes_greater: $episodes_greater, episodes_lesser: $episodes_lesser,
      duration_greater: $duration_greater, duration_lesser: $duration_lesser,
      chapters_greater: $chapters_greater, chapters_lesser: $chapters_lesser,
      volumes_greater: $volumes_greater, volumes_lesser: $volumes_lesser
    )
  }
`;

export const searchOthersQuery = graphql`
  query SearchOthersQuery(
    $search: String, $characterSort: [CharacterSort], $staffSort: [StaffSort], $studioSort: [StudioSort], $isBirthday: Boolean,
    $characters: Boolean!, $staff: Boolean!, $studios: Boolean!
  ) {
    ...CharacterResults_query @include(if: $characters) @alias(as: "characters") @arguments(search: $search, sort: $characterSort, isBirthday: $isBirthday)
    ...StaffResults_query @include(if: $staff) @alias(as: "staff") @arguments(search: $search, sort: $staffSort, isBirthday: $isBirthday)
    ...StudioResults_query @include(if: $studios) @alias(as: "studios") @arguments(search: $search, sort: $studioSort)
  }
`;

export const searchLandingQuery = graphql`
  query SearchLandingQuery($anime: Boolean!, $manga: Boolean!, $characters: Boolean!, $staff: Boolean!, $isAdult: Boolean, $season: MediaSeason, $seasonYear: Int, $nextSeason: MediaSeason, $nextYear: Int) {
    ...AnimeLanding_query @include(if: $anime) @alias(as: "anime") @arguments(isAdult: $isAdult, season: $season, seasonYear: $seasonYear, nextSeason: $nextSeason, nextYear: $nextYear)
    ...MangaLanding_query @include(if: $manga) @alias(as: "manga") @arguments(isAdult: $isAdult)
    ...CharacterLanding_query @include(if: $characters) @alias(as: "characters")
    ...StaffLanding_query @include(if: $staff) @alias(as: "staff")
  }
`;

export type SearchLoaderData =
  | (RouteQuery<SearchMediaQuery> & { kind: 'media'; page: SearchPageState })
  | (RouteQuery<SearchOthersQuery> & { kind: 'others'; page: SearchPageState })
  | (RouteQuery<SearchLandingQuery> & { kind: 'landing'; page: SearchPageState })
  | { kind: 'users'; page: SearchPageState };

export async function searchLoader({ params, request }: LoaderFunctionArgs): Promise<SearchLoaderData> {
  const type = params.type;
  if (!isSearchType(type)) throw redirect('/404');
  const now = new Date();
  const page = searchPageState(type, params.alias, new URL(request.url).searchParams, now);
  if (!page) throw redirect('/404');
  const viewer = searchViewer();
  if (page.landing) {
    const variables = landingVariables(type, viewer, now) as SearchLandingQuery['variables'];
    return { kind: 'landing', page, ...(await loadRouteQuery<SearchLandingQuery>('search', searchLandingQuery, variables)) };
  }
  if (isMediaType(type)) {
    const variables = mediaVariables(type, page.filters, viewer, now) as SearchMediaQuery['variables'];
    return { kind: 'media', page, ...(await loadRouteQuery<SearchMediaQuery>('search', searchMediaQuery, variables)) };
  }
  if (type === 'users') return { kind: 'users', page };
  const { sort, ...rest } = otherVariables(type, page.filters);
  // Each type's sort has its own enum: only the shown type's sort is sent.
  const variables = {
    ...rest,
    characterSort: type === 'characters' ? sort : null,
    staffSort: type === 'staff' ? sort : null,
    studioSort: type === 'studios' ? sort : null,
    characters: type === 'characters',
    staff: type === 'staff',
    studios: type === 'studios',
  } as SearchOthersQuery['variables'];
  return { kind: 'others', page, ...(await loadRouteQuery<SearchOthersQuery>('search', searchOthersQuery, variables)) };
}
