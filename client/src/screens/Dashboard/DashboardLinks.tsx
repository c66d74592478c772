import { MODERATOR_ROLES } from '@tsuzuki/events/roles';
import { Link } from 'react-router-dom';
import { FORUM_RULES_PATH } from '../../components/Forum/forumPaths.ts';
import { EXTERNAL_LINKS } from '../../system/siteLinks.ts';
import { ROLE_LABELS } from '../User/header/badgeRules.ts';
import { ROLE_GROUPS } from './roleGroups.ts';
import styles from './Dashboard.module.css';

/** What a moderator looks up: the rules they enforce, the site's documents, the team, and the role list with its groups. */
export function DashboardLinks() {
  return (
    <>
      <h2 className={styles.title}>Links</h2>
      <section className={`${styles.section} ${styles.prose}`} aria-label="Documents">
        <h3>Rules and documents</h3>
        <ul>
          <li>
            <Link to={FORUM_RULES_PATH}>Forum rules</Link>: what comments and threads may say
          </li>
          <li>
            <Link to="/terms">Terms &amp; Privacy</Link>: what every member agreed to
          </li>
          <li>
            <a href={EXTERNAL_LINKS.submissionManual}>Data submission manual</a>: how catalogue edits are judged
          </li>
          <li>
            <a href={EXTERNAL_LINKS.apiDocs}>API docs</a>: the GraphQL API third-party apps use
          </li>
          <li>
            <Link to="/moderators">Moderators</Link>: the team, by role
          </li>
        </ul>
        <h3>The mod-action log</h3>
        <p>
          Every action in <Link to="/edit/dashboard/actions">Mod Actions</Link> is an entry of one hash-chained log: each entry&apos;s hash
          covers its content and the hash before it. The history shows the verdict, recomputed from the event log on every visit; anyone
          holding the log can check it with <code>npm run modlog -- verify</code>, which names the first altered or missing action.
        </p>
      </section>
      <section className={`${styles.section} ${styles.prose}`} aria-label="Roles">
        <h3>Moderator roles</h3>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Role</th>
              <th>Badge</th>
              <th>Groups</th>
            </tr>
          </thead>
          <tbody>
            {MODERATOR_ROLES.map((role) => (
              <tr key={role}>
                <td>
                  <code>{role}</code>
                </td>
                <td>{ROLE_LABELS[role] ?? role}</td>
                <td>
                  {ROLE_GROUPS.filter((g) => g.roles.includes(role))
                    .map((g) => g.name)
                    .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
