import { NavLink } from 'react-router-dom';
import { userPath } from '../../../components/Nav/navLinks.ts';
import type { SectionData } from './listSections.ts';
import { sectionLinks, sectionMatches } from './rules/sections.ts';
import styles from './MediaList.module.css';

interface Props {
  type: 'ANIME' | 'MANGA';
  owner: string;
  sections: readonly SectionData[];
  current: string | undefined;
  canCompare: boolean;
}

/** Links to the whole list and to each section (/animelist/Completed shows only Completed), and to the comparison. */
export function ListSideMenu({ type, owner, sections, current, canCompare }: Props) {
  const base = userPath(owner, type === 'ANIME' ? 'animelist' : 'mangalist');
  const count = (name: string) => new Set(sections.filter((s) => sectionMatches(s, name)).flatMap((s) => s.rows.map((row) => row.id))).size;
  return (
    <nav className={styles.sideMenu} aria-label="Lists">
      <h3 className={styles.filterLabel}>Lists</h3>
      <NavLink to={base} end className={({ isActive }) => `${styles.sideLink} ${isActive && !current ? styles.sideLinkActive : ''}`}>
        All <span className={styles.count}>{new Set(sections.flatMap((s) => s.rows.map((row) => row.id))).size}</span>
      </NavLink>
      {sectionLinks(sections).map((name) => (
        <NavLink
          key={name}
          to={`${base}/${encodeURIComponent(name)}`}
          className={() =>
            `${styles.sideLink} ${current != null && current.toLowerCase() === name.toLowerCase() ? styles.sideLinkActive : ''}`
          }
        >
          {name} <span className={styles.count}>{count(name)}</span>
        </NavLink>
      ))}
      {canCompare ? (
        <NavLink to={`${base}/compare`} className={styles.sideLink}>
          Compare with my list
        </NavLink>
      ) : null}
    </nav>
  );
}
