import { useState } from 'react';
import { Link } from 'react-router-dom';
import { userPath } from '../../components/Nav/navLinks.ts';
import { useViewer } from '../../session/useViewer.ts';
import { moderatorBadge, ROLE_LABELS } from '../User/header/badgeRules.ts';
import { setShowHashes, showHashes } from './dashboardSettings.ts';
import { groupsOf } from './roleGroups.ts';
import { AdminTools } from './AdminTools.tsx';
import { isAdmin } from '@tsuzuki/events/roles';
import styles from './Dashboard.module.css';

/** The moderator's own standing (their roles, badge and what their roles allow) and how the tools show things here. */
export function DashboardSettings() {
  const viewer = useViewer();
  const [hashes, setHashes] = useState(showHashes);
  const roles: string[] = (viewer?.moderatorRoles ?? []).flatMap((role) => (role ? [role as string] : []));
  return (
    <>
      <h2 className={styles.title}>Settings</h2>
      <section className={`${styles.section} ${styles.prose}`} aria-label="Your roles">
        <h3>Your roles</h3>
        <p>
          {viewer ? <Link to={userPath(viewer.name)}>{viewer.name}</Link> : null} holds{' '}
          {roles.map((role) => ROLE_LABELS[role] ?? role).join(', ') || 'no role'}; the profile badge reads{' '}
          <strong>{moderatorBadge(roles) ?? 'nothing'}</strong>. Roles are granted and revoked by an admin, and each change is itself a mod
          action.
        </p>
        {groupsOf(roles).map((group) => (
          <div key={group.name}>
            <h3>{group.name}</h3>
            <ul>
              {group.powers.map((power) => (
                <li key={power}>{power}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {isAdmin(roles) ? <AdminTools /> : null}
      <section className={`${styles.section} ${styles.prose}`} aria-label="Display">
        <h3>Display</h3>
        <label>
          <input
            type="checkbox"
            checked={hashes}
            onChange={(event) => {
              setShowHashes(event.target.checked);
              setHashes(event.target.checked);
            }}
          />{' '}
          Show each action&apos;s chain hash in the mod-action history (kept in this browser)
        </label>
      </section>
    </>
  );
}
