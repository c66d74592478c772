import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useResolveReport } from '../../mutations/resolveReport.ts';
import { usePrompt } from '../../system/usePrompt.tsx';
import { userPath } from '../Nav/navLinks.ts';
import type { ReportCard_report$key } from './__generated__/ReportCard_report.graphql';
import styles from './Moderation.module.css';

const NOUNS: Record<string, string> = {
  USER: 'Member',
  ACTIVITY: 'Activity',
  ACTIVITY_REPLY: 'Activity reply',
  REVIEW: 'Review',
  THREAD: 'Thread',
  THREAD_COMMENT: 'Comment',
};

/**
 * A member's report in the moderators' queue (ADR 21): what and whom, the reporter's reason with its link and quote, and
 * for community moderators Resolve and Dismiss, each with an optional note.
 */
export function ReportCard({ report, canResolve }: { report: ReportCard_report$key; canResolve: boolean }) {
  const r = useFragment(
    graphql`
      fragment ReportCard_report on Report {
        id
        reason
        createdAt
        cleared
        dismissed
        note
        objectType
        objectId
        itemPath
        resolvedAt
        reporter { id name }
        reported { id name }
        resolvedBy { id name }
      }
    `,
    report,
  );
  const { prompt, dialog } = usePrompt();
  const [resolveReport] = useResolveReport();
  const when = new Date((r.createdAt ?? 0) * 1000);

  async function handle(dismiss: boolean) {
    const note = await prompt({
      title: dismiss ? 'Dismiss Report' : 'Resolve Report',
      label: 'Note (optional): what was done',
      submitLabel: dismiss ? 'Dismiss' : 'Resolve',
      multiline: true,
      maxLength: 2000,
      validate: () => null,
    });
    if (note === null) return;
    resolveReport(r.id, note || null, dismiss);
  }

  const kind = NOUNS[r.objectType ?? 'USER'] ?? 'Item';
  return (
    <article className={`card ${styles.report}`} aria-label={`Report ${r.id}`} data-cleared={r.cleared === true}>
      <header className={styles.reportHead}>
        <span className={styles.badge}>{kind}</span>
        {r.itemPath ? (
          <Link to={r.itemPath}>{r.objectType === 'USER' ? r.reported?.name : `${kind} #${r.objectId}`}</Link>
        ) : (
          <span>{kind} (gone)</span>
        )}
        {r.reported ? (
          <span>
            by <Link to={userPath(r.reported.name)}>{r.reported.name}</Link>
          </span>
        ) : null}
        <span className={styles.when}>
          reported by {r.reporter ? <Link to={userPath(r.reporter.name)}>{r.reporter.name}</Link> : 'a member'} on{' '}
          <time dateTime={when.toISOString()}>{when.toLocaleString()}</time>
        </span>
      </header>
      <pre className={styles.reportReason}>{r.reason}</pre>
      {r.cleared ? (
        <p className={styles.resolution}>
          {r.dismissed ? 'Dismissed' : 'Resolved'} by {r.resolvedBy?.name ?? 'a moderator'}
          {r.note ? `: ${r.note}` : ''}
        </p>
      ) : canResolve ? (
        <div className={styles.reportButtons}>
          <button type="button" className="button" onClick={() => void handle(false)}>
            Resolve
          </button>
          <button type="button" className={styles.secondary} onClick={() => void handle(true)}>
            Dismiss
          </button>
        </div>
      ) : null}
      {dialog}
    </article>
  );
}
