import { NavLink } from 'react-router-dom';
import { userPath } from '../../components/Nav/navLinks.ts';
import { useViewer } from '../../session/useViewer.ts';
import { profileTabs } from './profileTabs.ts';
import styles from './User.module.css';

// Stats leads to /stats, whose loader opens anime or manga (social §2). Which tabs show: profileTabs.ts.
export function UserTabs({ userId, name }: { userId: number; name: string }) {
  const viewer = useViewer();
  const tabs = profileTabs({ own: viewer?.id === userId, moderatorRoles: viewer?.moderatorRoles });
  return (
    <nav className={styles.tabsBar} aria-label="Profile sections">
      <div className={`container ${styles.tabs}`}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.label}
            to={userPath(name, tab.page)}
            end={tab.end}
            className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
