import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { UserLink } from '../../components/Activity/UserLink.tsx';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { ROLE_LABELS } from '../User/header/badgeRules.ts';
import { byRole, type Moderator } from './ModeratorsQuery.ts';
import styles from './Moderators.module.css';

/** /moderators (social §2): the site's moderators, grouped by the role their badge shows. */
export function Moderators() {
  const { moderators } = useLoaderData() as { moderators: Moderator[] };
  useEffect(() => {
    document.title = `Moderators · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, []);
  const sections = byRole(moderators);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Moderators</h1>
      {sections.length === 0 ? <p className={styles.empty}>No moderators yet.</p> : null}
      {sections.map((section) => (
        <section key={section.role} className={styles.section} aria-label={ROLE_LABELS[section.role] ?? section.role}>
          <h2 className={styles.role}>{ROLE_LABELS[section.role] ?? section.role}</h2>
          <ul className={styles.members}>
            {section.members.map((m) => (
              <li key={m.id} className={`card ${styles.member}`}>
                <UserLink user={m} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
