import { Link, useSearchParams } from 'react-router-dom';
import { isCommunityModerator } from '../../components/Moderation/moderationRights.ts';
import { ReportCard } from '../../components/Moderation/ReportCard.tsx';
import { useViewer } from '../../session/useViewer.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { dashboardPath } from './dashboardPages.ts';
import { dashboardReportsQuery, reportsFilter } from './DashboardReportsQuery.ts';
import type { DashboardReportsQuery } from './__generated__/DashboardReportsQuery.graphql';
import styles from './Dashboard.module.css';

/**
 * The report queue (ADR 21): members' reports of members, activities, replies, reviews, threads and comments, newest
 * first; community moderators resolve or dismiss each (a mod action), with an optional note.
 */
export function DashboardReports() {
  const data = useRouteQuery<DashboardReportsQuery>(dashboardReportsQuery);
  const [params] = useSearchParams();
  const { cleared, page } = reportsFilter(params);
  const canResolve = isCommunityModerator(useViewer());
  const reports = (data.Page?.reports ?? []).filter(notNull);
  const info = data.Page?.pageInfo;
  const link = (p: number, handled = cleared) =>
    dashboardPath('reports', `?${new URLSearchParams({ ...(handled ? { cleared: '1' } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`);
  return (
    <>
      <h2 className={styles.title}>Reports</h2>
      <nav className={styles.tabs} aria-label="Report queue">
        <Link className={styles.tab} to={link(1, false)} aria-current={!cleared ? 'page' : undefined}>
          Open
        </Link>
        <Link className={styles.tab} to={link(1, true)} aria-current={cleared ? 'page' : undefined}>
          Handled
        </Link>
      </nav>
      {!canResolve ? <p className={styles.empty}>Community moderators resolve reports; you can read them.</p> : null}
      {reports.length ? (
        <div className={styles.list}>
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} canResolve={canResolve} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{cleared ? 'No handled reports yet.' : 'No open reports.'}</p>
      )}
      <nav className={styles.pager} aria-label="Pages">
        <Link to={link(page - 1)} aria-disabled={page <= 1}>
          Previous
        </Link>
        <span>
          Page {info?.currentPage ?? page}
          {info?.lastPage ? ` of ${info.lastPage}` : ''}
        </span>
        <Link to={link(page + 1)} aria-disabled={!info?.hasNextPage}>
          Next
        </Link>
      </nav>
    </>
  );
}
