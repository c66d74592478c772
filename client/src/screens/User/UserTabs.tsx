import { NavLink } from 'react-router-dom';
import { userPath } from '../../components/Nav/navLinks.ts';
import styles from './User.module.css';

// The header tabs of social §2 that lead to pages of this site today; Social and Reviews come with their features
// (a tab that leads nowhere is worse than none). Stats leads to /stats, whose loader opens anime or manga (social §2).
const TABS = [
  { label: 'Overview', page: '', end: true },
  { label: 'Anime List', page: 'animelist', end: false },
  { label: 'Manga List', page: 'mangalist', end: false },
  { label: 'Favorites', page: 'favorites', end: true },
  { label: 'Stats', page: 'stats', end: false },
] as const;

export function UserTabs({ name }: { name: string }) {
  return (
    <nav className={styles.tabsBar} aria-label="Profile sections">
      <div className={`container ${styles.tabs}`}>
        {TABS.map((tab) => (
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
