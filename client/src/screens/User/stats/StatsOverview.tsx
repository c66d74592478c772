import { useParams } from 'react-router-dom';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { asScoreFormat } from '../lists/rules/score.ts';
import type { StatsOverviewQuery } from './__generated__/StatsOverviewQuery.graphql';
import { statsOverviewQuery } from './StatsOverviewQuery.ts';
import { StatsOverviewBody } from './StatsOverviewBody.tsx';
import { StatsEmpty } from './StatsEmpty.tsx';
import type { StatsType } from './statsPages.ts';

/** stats/{anime|manga}/overview (social §2): totals and charts, or a word that there is nothing yet. */
export function StatsOverview() {
  const { User: user } = useRouteQuery<StatsOverviewQuery>(statsOverviewQuery);
  // The route's loader let only anime and manga through.
  const type = useParams().type as StatsType;
  if (!user) return null;
  const stats = user.statistics?.anime ?? user.statistics?.manga;
  if (!stats || stats.count === 0) return <StatsEmpty name={user.name} type={type} />;
  return <StatsOverviewBody statistics={stats} type={type} scoreFormat={asScoreFormat(user.mediaListOptions?.scoreFormat)} />;
}
