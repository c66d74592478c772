import { graphql, useFragment } from 'react-relay';
import { MilestoneBar } from './MilestoneBar.tsx';
import { milestone } from './milestones.ts';
import { statsPreview } from './statsPreview.ts';
import type { StatsPreview_statistics$key } from './__generated__/StatsPreview_statistics.graphql';
import shell from '../User.module.css';
import styles from './Overview.module.css';

/** Up to 3 non-zero figures per list and the member's progress milestone (social §2, §9). */
export function StatsPreview({ statistics }: { statistics: StatsPreview_statistics$key }) {
  const data = useFragment(
    graphql`
      fragment StatsPreview_statistics on UserStatisticTypes {
        anime { count meanScore minutesWatched }
        manga { count meanScore chaptersRead }
      }
    `,
    statistics,
  );
  const lists = [
    {
      type: 'ANIME' as const,
      title: 'Anime Stats',
      figures: statsPreview('ANIME', data.anime),
      milestone: milestone('ANIME', data.anime ?? {}),
    },
    {
      type: 'MANGA' as const,
      title: 'Manga Stats',
      figures: statsPreview('MANGA', data.manga),
      milestone: milestone('MANGA', data.manga ?? {}),
    },
  ].filter((list) => list.figures.length > 0);
  if (lists.length === 0) return null;
  return (
    <div className={styles.stats}>
      {lists.map((list) => (
        <section key={list.type} aria-label={list.title}>
          <h2 className={shell.heading}>{list.title}</h2>
          <div className={`card ${styles.statsCard}`}>
            <dl className={styles.figures}>
              {list.figures.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <dt className={styles.figureLabel}>{figure.label}</dt>
                  <dd className={styles.figureValue}>{figure.value}</dd>
                </div>
              ))}
            </dl>
            <MilestoneBar milestone={list.milestone} />
          </div>
        </section>
      ))}
    </div>
  );
}
