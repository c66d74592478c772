import { Link } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { dashboardImportsQuery } from './DashboardImportsQuery.ts';
import type { DashboardImportsQuery } from './__generated__/DashboardImportsQuery.graphql';
import styles from './Dashboard.module.css';

const CAP = 5000;
const shown = (total: number | null | undefined) =>
  total == null ? '–' : total >= CAP ? `${CAP.toLocaleString()}+` : total.toLocaleString();

/** How data comes into the site, and what the catalogue holds now. */
export function DashboardImports() {
  const data = useRouteQuery<DashboardImportsQuery>(dashboardImportsQuery);
  const figures = [
    ['Anime', data.anime?.pageInfo?.total],
    ['Manga', data.manga?.pageInfo?.total],
    ['Characters', data.characters?.pageInfo?.total],
    ['Staff', data.staff?.pageInfo?.total],
    ['Studios', data.studios?.pageInfo?.total],
    ['Members', data.members?.pageInfo?.total],
  ] as const;
  return (
    <>
      <h2 className={styles.title}>Imports</h2>
      <div className={styles.figures} aria-label="Catalogue">
        {figures.map(([label, total]) => (
          <div key={label} className={styles.figureCard}>
            <div className={styles.figure}>{shown(total)}</div>
            {label}
          </div>
        ))}
      </div>
      <section className={`${styles.section} ${styles.prose}`} aria-label="How data comes in">
        <h3>Catalogue imports</h3>
        <p>
          The catalogue is imported by the command-service&apos;s importer (<code>npm run seed</code>): anime titles, air dates and site
          links from bangumi-data, and the generated manga, characters, staff and studios. Every imported item is an event like any edit,
          written by the system actor, so it is in the revision history but not in the mod-action log.
        </p>
        <h3>Members&apos; list imports</h3>
        <p>
          Members import their lists from a MyAnimeList XML export at <Link to="/settings/import">Settings › Import Lists</Link> and export
          them as JSON, CSV or MAL XML. Imported entries go through the same list commands as edits, so they are counted in the media
          figures and appear as list activities.
        </p>
        <h3>Data changes from members</h3>
        <p>
          New entries and edits submitted by members wait in the <Link to="/edit/dashboard/anime">Anime</Link>,{' '}
          <Link to="/edit/dashboard/manga">Manga</Link>, <Link to="/edit/dashboard/characters">Characters</Link> and{' '}
          <Link to="/edit/dashboard/staff">Staff</Link> queues for a data moderator.
        </p>
      </section>
    </>
  );
}
