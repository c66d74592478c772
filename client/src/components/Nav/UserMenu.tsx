import { isAnyMod } from '@tsuzuki/events/roles';
import { Link } from 'react-router-dom';
import { useConfirmAndLogOut } from '../../session/logOutFlow.ts';
import type { Viewer } from '../../session/viewerStorage.ts';
import { EXTERNAL_LINKS } from '../../system/siteLinks.ts';
import { ChevronDownIcon } from '../icons.tsx';
import { isWideBadge, userPath } from './navLinks.ts';
import { useDropdown } from './useDropdown.ts';
import styles from './Nav.module.css';

/**
 * The avatar and its dropdown (social §2): Profile, Notifications, Settings, Mod Tools (any moderator), Donate, Apps,
 * Discord (external), Logout.
 */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { open, show, hide, hideAfterClick, toggle } = useDropdown();
  const confirmAndLogOut = useConfirmAndLogOut();
  const item = { role: 'menuitem', onClick: hideAfterClick, className: styles.userItem } as const;
  const unread = viewer.unreadNotificationCount ?? 0;

  return (
    <div
      className={styles.userMenu}
      onMouseEnter={show}
      onMouseLeave={hide}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      <button
        type="button"
        className={styles.avatarButton}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label="User menu"
        onClick={toggle}
      >
        {viewer.avatar?.large ? <img src={viewer.avatar.large} alt="" className={styles.avatar} /> : <span className={styles.avatar} />}
        <ChevronDownIcon size={14} />
      </button>
      <div className={`${styles.dropdown} ${styles.userDropdown}`} data-open={open} role="menu" aria-label="User menu">
        <Link to={userPath(viewer.name)} {...item}>
          Profile
        </Link>
        <Link to="/notifications" {...item}>
          Notifications{' '}
          {unread > 0 ? (
            <span className={styles.menuCount} data-wide={isWideBadge(unread)}>
              {unread}
              <span className="visually-hidden"> unread</span>
            </span>
          ) : null}
        </Link>
        <Link to="/settings" {...item}>
          Settings
        </Link>
        {isAnyMod(viewer.moderatorRoles as readonly string[] | null) ? (
          <Link to="/edit/dashboard/feed" {...item}>
            Mod Tools
          </Link>
        ) : null}
        <a href={EXTERNAL_LINKS.donate} {...item}>
          Donate
        </a>
        <Link to="/apps" {...item}>
          Apps
        </Link>
        <a href={EXTERNAL_LINKS.discord} target="_blank" rel="noreferrer noopener" {...item}>
          Discord
        </a>
        <button
          type="button"
          {...item}
          onClick={() => {
            hideAfterClick();
            void confirmAndLogOut();
          }}
        >
          Logout
        </button>
      </div>
    </div>
  );
}
