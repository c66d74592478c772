import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { showToast } from '../../system/toasts.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { errorToast } from '../../system/transport/errors.ts';
import { GRAPH_POINTS, parseSiteStatsView, siteStatsSearch } from './siteStatsRules.ts';
import type { SiteStatsQuery as SiteStatsQueryType } from './__generated__/SiteStatsQuery.graphql';

// /site-stats (social §2, §9; ADR 23): the site's daily trends, the last 24 days, as of today or (moderators) a
// past day. Both media types' counts come along; the list activity is of the type shown.
export const siteStatsQuery = graphql`
  query SiteStatsQuery($type: MediaType, $asOf: FuzzyDateInt, $perPage: Int) {
    SiteStatistics(asOf: $asOf) {
      date
      ...SiteTrends_statistics
      ...SiteListActivity_statistics
    }
  }
`;

/**
 * Fresh from the server (the figures move with every event). An asOf the API refuses (a member who is no
 * moderator, a date it cannot read) shows its message and falls back to today's figures.
 */
export async function siteStatsLoader({ request }: LoaderFunctionArgs) {
  const view = parseSiteStatsView(new URL(request.url).searchParams);
  const variables = { type: view.type, asOf: view.asOf, perPage: GRAPH_POINTS };
  try {
    return await loadRouteQuery<SiteStatsQueryType>('site-stats', siteStatsQuery, variables, 'network-only');
  } catch (error) {
    if (view.asOf == null) throw error;
    showToast(errorToast(error).text, { kind: 'error' });
    throw redirect(`/site-stats${siteStatsSearch({ ...view, asOf: null })}`);
  }
}
