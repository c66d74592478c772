import { NavLink, Outlet } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { settingsQuery } from './SettingsQuery.ts';
import type { SettingsQuery } from './__generated__/SettingsQuery.graphql';
import styles from './Settings.module.css';

const SECTIONS = [
  { label: 'Profile', to: '/settings', end: true },
  { label: 'Account', to: '/settings/account' },
  { label: 'Anime & Manga', to: '/settings/media' },
  { label: 'Lists', to: '/settings/lists' },
  { label: 'Notifications', to: '/settings/notifications' },
  { label: 'Import Lists', to: '/settings/import' },
  { label: 'Apps', to: '/settings/apps' },
  { label: 'Developer', to: '/settings/developer' },
] as const;

export type SettingsUser = NonNullable<SettingsQuery['response']['Viewer']>;

/** /settings with its children (social §2): a side menu and the chosen screen, which reads the viewer from here. */
export function Settings() {
  const data = useRouteQuery<SettingsQuery>(settingsQuery);
  return (
    <div className={`container ${styles.page}`}>
      <nav className={styles.menu} aria-label="Settings">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={'end' in section} className={styles.menuLink}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>{data.Viewer ? <Outlet context={data.Viewer satisfies SettingsUser} /> : null}</div>
    </div>
  );
}
