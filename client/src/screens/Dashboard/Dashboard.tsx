import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { DASHBOARD_PAGES, dashboardPath } from './dashboardPages.ts';
import styles from './Dashboard.module.css';

/** /edit/dashboard/:page (social §2): the moderators' tools, a menu beside the chosen page. */
export function Dashboard() {
  useEffect(() => {
    document.title = `Mod Tools · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, []);
  return (
    <div className={`container ${styles.page}`}>
      <nav className={styles.menu} aria-label="Mod Tools">
        <h1 className={styles.menuTitle}>Mod Tools</h1>
        {DASHBOARD_PAGES.map(({ page, label }) => (
          <NavLink key={page} to={dashboardPath(page)} className={styles.menuLink}>
            {label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
