import { isAnyMod } from '@tsuzuki/events/roles';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../../session/useViewer.ts';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { notNull } from '../../../system/notNull.ts';
import type { MediaStatsQuery } from './__generated__/MediaStatsQuery.graphql';
import { mediaStatsQuery } from './MediaStatsQuery.ts';
import { lastPoints } from '../rules/distribution.ts';
import { episodeSeries } from '../rules/airing.ts';
import { rankingLabel, rankingPreview } from '../rules/rankings.ts';
import { StatusDistribution } from '../overview/StatusDistribution.tsx';
import { ScoreDistribution } from '../overview/ScoreDistribution.tsx';
import { LineChart, type ChartPoint } from '../../../components/Charts/LineChart.tsx';
import styles from '../MediaPage.module.css';
import chartStyles from '../overview/Charts.module.css';
import { AsOfPicker } from '../../SiteStats/AsOfPicker.tsx';
import { fuzzyDateOf, isoDayOf, longDayLabel } from '../../SiteStats/siteStatsRules.ts';

const dayLabel = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Stats sub-page (core §2): rankings, activity per day, airing score and watcher progression, distributions; for
 * moderators the distributions as of a past day (?asOf=yyyy-mm-dd, ADR 23).
 */
export function MediaStats() {
  const { Media: media } = useRouteQuery<MediaStatsQuery>(mediaStatsQuery);
  const viewer = useViewer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!media) return null;
  const moderator = isAnyMod(viewer?.moderatorRoles as readonly string[] | null | undefined);
  const asOf = fuzzyDateOf(params.get('asOf'));
  // The day the distributions stand at when asked asOf (null: today's).
  const pastDay = media.stats?.date;
  const rankings = rankingPreview(media.rankings, Number.MAX_SAFE_INTEGER);
  const activity: ChartPoint[] = lastPoints((media.activity?.nodes ?? []).filter(notNull), (point) => point.date).map((point) => ({
    label: dayLabel(point.date),
    value: point.trending,
  }));
  const progression = media.stats?.airingProgression;
  const scores = episodeSeries(progression, (point) => point.score);
  const watchers = episodeSeries(progression, (point) => point.watching);
  return (
    <div className={styles.stats}>
      <section className={styles.section} aria-label="Rankings">
        <h2 className={styles.sectionTitle}>Rankings</h2>
        {rankings.length === 0 ? (
          <p className={`card ${styles.emptyState}`}>Not ranked yet.</p>
        ) : (
          <div className={styles.rankingGrid}>
            {rankings.map((ranking) => (
              <div key={ranking.id} className={`card ${styles.ranking}`}>
                <span aria-hidden="true">{ranking.type === 'RATED' ? '★' : '♥'}</span> {rankingLabel(ranking)}
              </div>
            ))}
          </div>
        )}
      </section>
      <Series title="Recent Activity Per Day" yLabel="Activity" points={activity} empty="No list activity in the last days." />
      <Series title="Airing Score Progression" yLabel="Average score" points={scores} empty="No scores recorded while airing." />
      {media.type === 'ANIME' ? (
        <Series title="Airing Watchers Progression" yLabel="Watching" points={watchers} empty="No watchers recorded while airing." />
      ) : null}
      {moderator || pastDay != null ? (
        <div className={styles.statsAsOf}>
          {pastDay != null ? <p data-testid="stats-date">Distributions as of {longDayLabel(pastDay)} (UTC)</p> : null}
          {moderator ? (
            <AsOfPicker asOf={asOf} onChange={(next) => navigate({ search: next == null ? '' : `?asOf=${isoDayOf(next)}` })} />
          ) : null}
        </div>
      ) : null}
      <div className={chartStyles.charts}>
        <StatusDistribution media={media} />
        <ScoreDistribution media={media} />
      </div>
    </div>
  );
}

function Series({ title, yLabel, points, empty }: { title: string; yLabel: string; points: readonly ChartPoint[]; empty: string }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={`card ${chartStyles.chartCard}`}>
        {points.length === 0 ? <p className={chartStyles.empty}>{empty}</p> : <LineChart points={points} label={title} yLabel={yLabel} />}
      </div>
    </section>
  );
}
