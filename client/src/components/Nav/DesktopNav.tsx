import { Link, NavLink } from 'react-router-dom';
import { LogoMark, SearchIcon } from '../icons.tsx';
import { useQuickSearch } from '../QuickSearch/quickSearchState.tsx';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { BrowseMenu } from './BrowseMenu.tsx';
import { useHideOnScroll } from './useHideOnScroll.ts';
import styles from './Nav.module.css';

/** Guest navigation above 760 px (social §2): browse, social, forum, search, Login, Sign Up. */
export function DesktopNav() {
  const hidden = useHideOnScroll();
  const quickSearch = useQuickSearch();
  return (
    <header className={styles.desktop} data-hidden={hidden}>
      <nav className={`container ${styles.inner}`} aria-label="Main">
        <Link to="/" className={styles.brand} aria-label={`${SITE_NAME} home`}>
          <LogoMark />
          <span>{SITE_NAME}</span>
        </Link>
        <div className={styles.links}>
          <BrowseMenu />
          <NavLink to="/social" className={styles.link}>
            Social
          </NavLink>
          <NavLink to="/forum" className={styles.link}>
            Forum
          </NavLink>
          <button type="button" className={styles.iconButton} onClick={quickSearch.open} aria-label="Search">
            <SearchIcon size={20} />
          </button>
        </div>
        <div className={styles.auth}>
          <NavLink to="/login" className={styles.link}>
            Login
          </NavLink>
          <Link to="/signup" className={`button ${styles.signUp}`}>
            Sign Up
          </Link>
        </div>
      </nav>
    </header>
  );
}
