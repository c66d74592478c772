import { Link, NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '../icons.tsx';
import { BROWSE_EXTRA, BROWSE_SECTIONS } from './navLinks.ts';
import { useDropdown } from './useDropdown.ts';
import styles from './Nav.module.css';

export function BrowseMenu() {
  const { open, show, hide, hideAfterClick } = useDropdown();

  return (
    <div
      className={styles.browse}
      onMouseEnter={show}
      onMouseLeave={() => hide()}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
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
