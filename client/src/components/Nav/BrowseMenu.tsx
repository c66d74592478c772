import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '../icons.tsx';
import { BROWSE_EXTRA, BROWSE_SECTIONS } from './navLinks.ts';
import styles from './Nav.module.css';

// After a click in the dropdown it stays hidden for 30 ms (social §9), so that it does not reopen under the pointer.
const HIDE_AFTER_CLICK_MS = 30;

export function BrowseMenu() {
  const [open, setOpen] = useState(false);
  const suppressed = useRef(false);

  const show = () => {
    if (!suppressed.current) setOpen(true);
  };
  const hideAfterClick = () => {
    setOpen(false);
    suppressed.current = true;
    setTimeout(() => (suppressed.current = false), HIDE_AFTER_CLICK_MS);
  };

  return (
    <div
      className={styles.browse}
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <NavLink to="/search/anime" className={styles.link} aria-haspopup="true" aria-expanded={open} onClick={hideAfterClick}>
        Browse <ChevronDownIcon size={14} />
      </NavLink>
      <div className={styles.dropdown} data-open={open} role="menu" aria-label="Browse">
        <div className={styles.dropdownSections}>
          {BROWSE_SECTIONS.map((section) => (
            <div key={section.title} className={styles.dropdownSection}>
              <Link to={section.to} className={styles.dropdownTitle} onClick={hideAfterClick} role="menuitem">
                {section.title}
              </Link>
              <div className={styles.dropdownLinks}>
                {section.links.map((link) => (
                  <Link key={link.to} to={link.to} onClick={hideAfterClick} role="menuitem">
                    {link.label}
                  </Link>
                ))}
              </div>
            </div>
          ))}
        </div>
        <div className={styles.dropdownFooter}>
          {BROWSE_EXTRA.map((link) => (
            <Link key={link.to} to={link.to} onClick={hideAfterClick} role="menuitem">
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}
