import { graphql, useFragment } from 'react-relay';
import { usePageNow } from '../../../system/pageClock.tsx';
import { heatCellLabel, heatmapWeeks } from './activityHistory.ts';
import type { ActivityHistory_user$key } from './__generated__/ActivityHistory_user.graphql';
import shell from '../User.module.css';
import styles from './Overview.module.css';

/** The activity history heatmap (social §2, §9): a cell per day of the last half year, darker on busier days. */
export function ActivityHistory({ user }: { user: ActivityHistory_user$key }) {
  const data = useFragment(
    graphql`
      fragment ActivityHistory_user on User {
        stats { activityHistory { date amount level } }
      }
    `,
    user,
  );
  const history = data.stats?.activityHistory;
  // The API counts per UTC day up to the moment of the request; the layout uses the same clock day.
  const weeks = heatmapWeeks(history, usePageNow());
  return (
    <section aria-labelledby="activity-history-title">
      <h2 id="activity-history-title" className={shell.heading}>
        Activity History
      </h2>
      <div className={`card ${styles.history}`}>
        <div className={styles.heatmap} data-testid="activity-history">
          {weeks.flat().map((cell) => {
            const label = heatCellLabel(cell);
            return (
              <span
                key={cell.date}
                role="img"
                aria-label={label}
                title={label}
                className={styles.heatCell}
                data-level={cell.level}
                data-date={cell.date}
                style={cell.level ? { ['--level' as string]: cell.level } : undefined}
              />
            );
          })}
        </div>
      </div>
    </section>
  );
}
