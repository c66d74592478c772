import { Link } from 'react-router-dom';
import { ChainVerdict } from '../../components/Moderation/ChainVerdict.tsx';
import { isCommunityModerator } from '../../components/Moderation/moderationRights.ts';
import { ModActionRow } from '../../components/Moderation/ModActionRow.tsx';
import { ReportCard } from '../../components/Moderation/ReportCard.tsx';
import { useViewer } from '../../session/useViewer.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { dashboardPath } from './dashboardPages.ts';
import { dashboardFeedQuery } from './DashboardFeedQuery.ts';
import type { DashboardFeedQuery } from './__generated__/DashboardFeedQuery.graphql';
import mod from '../../components/Moderation/Moderation.module.css';
import styles from './Dashboard.module.css';

/** The dashboard's first page: open reports to handle, the latest mod actions and whether the log is whole. */
export function DashboardFeed() {
  const data = useRouteQuery<DashboardFeedQuery>(dashboardFeedQuery);
  const canResolve = isCommunityModerator(useViewer());
  const reports = (data.open?.reports ?? []).filter(notNull);
  const actions = (data.recent?.modActions ?? []).filter(notNull);
  const openCount = data.open?.pageInfo?.total ?? reports.length;
  return (
    <>
      <h2 className={styles.title}>Feed</h2>
      <ChainVerdict chain={data.ModActionChain} />
      <section className={styles.section} aria-label="Open reports">
        <h3 className={styles.sectionTitle}>
          Open reports ({openCount})<Link to={dashboardPath('reports')}>All reports</Link>
        </h3>
        {reports.length ? (
          <div className={styles.list}>
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} canResolve={canResolve} />
            ))}
          </div>
        ) : (
          <p className={styles.empty}>No open reports.</p>
        )}
      </section>
      <section className={styles.section} aria-label="Recent mod actions">
        <h3 className={styles.sectionTitle}>
          Recent mod actions
          <Link to={dashboardPath('actions')}>Full history</Link>
        </h3>
        {actions.length ? (
          <ol className={mod.actions}>
            {actions.map((action) => (
              <ModActionRow key={action.id} action={action} showHash={false} />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>No mod actions yet.</p>
        )}
      </section>
    </>
  );
}
