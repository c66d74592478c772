import { NavLink } from 'react-router-dom';
import { SEARCH_TYPES } from '../../components/Nav/navLinks.ts';
import styles from './Search.module.css';

/** Switch between the search types; changing type starts from a fresh, unfiltered search (core §4). */
export function SearchTabs() {
  return (
    <nav className={styles.tabs} aria-label="Search type">
      {SEARCH_TYPES.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
