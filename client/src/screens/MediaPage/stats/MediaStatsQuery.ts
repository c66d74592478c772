import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../../system/loadRouteQuery.ts';
import { showToast } from '../../../system/toasts.ts';
import { errorToast } from '../../../system/transport/errors.ts';
import { fuzzyDateOf } from '../../SiteStats/siteStatsRules.ts';
import { mediaIdParam } from '../MediaPageQuery.ts';
import type { MediaStatsQuery as MediaStatsQueryType } from './__generated__/MediaStatsQuery.graphql';

// Trend points: the newest 24 of each series (core §9: stats graphs show the last 24 points). The airing series come
// per episode (airingProgression: each episode's last point while airing), not per day, so each episode shows once.
// asOf (moderators, ?asOf=yyyy-mm-dd; ADR 23): the distributions as they stood at the end of that UTC day.
export const mediaStatsQuery = graphql`
  query MediaStatsQuery($id: Int!, $asOf: FuzzyDateInt) {
    Media(id: $id) {
      id
      type
      rankings { id rank type context allTime season year format }
      activity: trends(page: 1, perPage: 24, sort: [DATE_DESC]) { nodes { date trending } }
      stats(asOf: $asOf) { date airingProgression { episode score watching } }
      ...StatusDistribution_media @arguments(asOf: $asOf)
      ...ScoreDistribution_media @arguments(asOf: $asOf)
    }
  }
`;

/**
 * The Stats tab, as of today or (moderators) a past day. An asOf the API refuses (a member who is no moderator, a date
 * it cannot read) shows its message and falls back to today's figures, as /site-stats does.
 */
export async function mediaStatsLoader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const day = fuzzyDateOf(url.searchParams.get('asOf'));
  const asOf = day != null && day >= 19700101 ? day : null; // the API's days start in 1970
  const variables = { id: mediaIdParam(params.id), asOf };
  if (asOf == null) return loadRouteQuery<MediaStatsQueryType>('media-stats', mediaStatsQuery, variables);
  try {
    return await loadRouteQuery<MediaStatsQueryType>('media-stats', mediaStatsQuery, variables, 'network-only');
  } catch (error) {
    showToast(errorToast(error).text, { kind: 'error' });
    throw redirect(url.pathname);
  }
}
