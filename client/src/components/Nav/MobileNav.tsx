import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon, LogoMark, MenuIcon, SearchIcon } from '../icons.tsx';
import { useQuickSearch } from '../QuickSearch/quickSearchState.tsx';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { SEARCH_TYPES } from './navLinks.ts';
import styles from './Nav.module.css';

// Guest entries of the mobile menu (social §2); the list, profile, notification and settings entries come with login.
const GUEST_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Forum', to: '/forum' },
  { label: 'Social', to: '/social' },
  { label: 'Login', to: '/login' },
  { label: 'Sign Up', to: '/signup' },
] as const;

/** Navigation below 760 px: a slim bar with a menu sheet. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const quickSearch = useQuickSearch();

  useEffect(() => setOpen(false), [location.key]);

  return (
    <header className={styles.mobile}>
      <div className={styles.mobileBar}>
        <Link to="/" className={styles.brand} aria-label={`${SITE_NAME} home`}>
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
          {GUEST_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={styles.sheetLink}>
              {link.label}
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
