import { Link, NavLink } from 'react-router-dom';
import { LogoMark, SearchIcon } from '../icons.tsx';
import { useQuickSearch } from '../QuickSearch/quickSearchState.tsx';
import { useViewer } from '../../session/useViewer.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { BrowseMenu } from './BrowseMenu.tsx';
import { viewerLinks } from './navLinks.ts';
import { UnreadBadge } from './UnreadBadge.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useHideOnScroll } from './useHideOnScroll.ts';
import { useTransparentNav } from './useTransparentNav.ts';
import styles from './Nav.module.css';

/**
 * Navigation above 760 px (social §2). Logged in: Home, Profile, Anime List, Manga List, Browse, Forum, search, the
 * unread badge and the avatar menu. Guest: Browse, Social, Forum, search, Login, Sign Up.
 */
export function DesktopNav() {
  const hidden = useHideOnScroll();
  const transparent = useTransparentNav();
  const quickSearch = useQuickSearch();
  const viewer = useViewer();
  return (
    <header className={styles.desktop} data-hidden={hidden} data-transparent={transparent}>
      <nav className={`container ${styles.inner}`} aria-label="Main">
        <Link to={viewer ? '/home' : '/'} className={styles.brand} aria-label={`${SITE_NAME} home`}>
          <LogoMark />
          <span>{SITE_NAME}</span>
        </Link>
        <div className={styles.links}>
          {viewer
            ? viewerLinks(viewer.name).map((link) => (
                <NavLink key={link.label} to={link.to} className={styles.link} end>
                  {link.label}
                </NavLink>
              ))
            : null}
          <BrowseMenu />
          {viewer ? null : (
            <NavLink to="/social" className={styles.link}>
              Social
            </NavLink>
          )}
          <NavLink to="/forum" className={styles.link}>
            Forum
          </NavLink>
          <button type="button" className={styles.iconButton} onClick={quickSearch.open} aria-label="Search">
            <SearchIcon size={20} />
          </button>
        </div>
        <div className={styles.auth}>
          {viewer ? (
            <>
              <UnreadBadge count={viewer.unreadNotificationCount ?? 0} />
              <UserMenu viewer={viewer} />
            </>
          ) : (
            <>
              <NavLink to="/login" className={styles.link}>
                Login
              </NavLink>
              <Link to="/signup" className={`button ${styles.signUp}`}>
                Sign Up
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
