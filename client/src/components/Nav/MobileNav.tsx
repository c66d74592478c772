import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon, LogoMark, MenuIcon, SearchIcon } from '../icons.tsx';
import { useQuickSearch } from '../QuickSearch/quickSearchState.tsx';
import { useViewer } from '../../session/useViewer.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { SEARCH_TYPES, userPath } from './navLinks.ts';
import styles from './Nav.module.css';

interface SheetLink {
  readonly label: string;
  readonly to: string;
  readonly dot?: boolean;
}

// Entries of the mobile menu (social §2), as fit the viewer: home, lists, forum, social, profile, notifications
// (with an unread dot), settings and search for a viewer; home, forum, social, login, sign up and search for a guest.
const GUEST_LINKS: readonly SheetLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Forum', to: '/forum' },
  { label: 'Social', to: '/social' },
  { label: 'Login', to: '/login' },
  { label: 'Sign Up', to: '/signup' },
];

function viewerSheetLinks(name: string, unread: number): readonly SheetLink[] {
  return [
    { label: 'Home', to: '/home' },
    { label: 'Anime List', to: userPath(name, 'animelist') },
    { label: 'Manga List', to: userPath(name, 'mangalist') },
    { label: 'Forum', to: '/forum' },
    { label: 'Social', to: '/social' },
    { label: 'Profile', to: userPath(name) },
    { label: 'Notifications', to: '/notifications', dot: unread > 0 },
    { label: 'Settings', to: '/settings' },
  ];
}

/** Navigation below 760 px: a slim bar with a menu sheet. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const quickSearch = useQuickSearch();
  const viewer = useViewer();
  const links = viewer ? viewerSheetLinks(viewer.name, viewer.unreadNotificationCount ?? 0) : GUEST_LINKS;

  useEffect(() => setOpen(false), [location.key]);

  return (
    <header className={styles.mobile}>
      <div className={styles.mobileBar}>
        <Link to={viewer ? '/home' : '/'} className={styles.brand} aria-label={`${SITE_NAME} home`}>
          <LogoMark size={26} />
          <span>{SITE_NAME}</span>
        </Link>
        <button type="button" className={styles.iconButton} onClick={quickSearch.open} aria-label="Search">
          <SearchIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setOpen((value) => !value)}
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
        >
          {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </button>
      </div>
      <nav id="mobile-menu" className={styles.sheet} data-open={open} aria-label="Mobile" hidden={!open}>
        <div className={styles.sheetGrid}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={styles.sheetLink}>
              {link.label}
              {link.dot ? (
                <span className={styles.unreadDot}>
                  <span className="visually-hidden">unread</span>
                </span>
              ) : null}
            </Link>
          ))}
          <button
            type="button"
            className={styles.sheetLink}
            onClick={() => {
              setOpen(false);
              quickSearch.open();
            }}
          >
            Search
          </button>
        </div>
        <p className={styles.sheetHeading}>Browse</p>
        <div className={styles.sheetTypes}>
          {SEARCH_TYPES.map((link) => (
            <Link key={link.to} to={link.to} className={styles.sheetType}>
              {link.label}
            </Link>
          ))}
        </div>
      </nav>
    </header>
  );
}
