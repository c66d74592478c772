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

const dayLabel = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Stats sub-page (core §2): rankings, activity per day, airing score and watcher progression, distributions. */
export function MediaStats() {
  const { Media: media } = useRouteQuery<MediaStatsQuery>(mediaStatsQuery);
  if (!media) return null;
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
