import { NavLink } from 'react-router-dom';
import { STATS_TYPES, statsPages, statsPath } from './statsPages.ts';
import styles from './Stats.module.css';

const TYPE_TITLES = { anime: 'Anime Stats', manga: 'Manga Stats' } as const;

/** Each list's statistics pages: Overview, Genres, Tags, Voice Actors and Studios (anime), Staff. */
export function StatsNav({ name }: { name: string }) {
  return (
    <nav className={styles.nav} aria-label="Statistics">
      {STATS_TYPES.map((type) => (
        <div key={type} className={styles.navGroup} role="group" aria-label={TYPE_TITLES[type]}>
          <h2 className={styles.navTitle}>{TYPE_TITLES[type]}</h2>
          {statsPages(type).map((entry) => (
            <NavLink
              key={entry.page}
              to={statsPath(name, type, entry.page)}
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}
            >
              {entry.label}
            </NavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}
