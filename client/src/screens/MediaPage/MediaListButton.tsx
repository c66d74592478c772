import { useState } from 'react';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { useViewer } from '../../session/useViewer.ts';
import { showToast } from '../../system/toasts.ts';
import { listActionLabel, listActions, type ListActionMedia } from './rules/header.ts';
import styles from './MediaPage.module.css';

// Lists do not exist on the server yet (a later issue): every action tells the member so instead of saving.
const LISTS_COMING = 'Lists are coming soon.';

/** Header list status button and its dropdown (core §2). Guests and locked media get no list actions. */
export function MediaListButton({ media }: { media: ListActionMedia }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const actions = listActions(media);
  if (!viewer || actions.length === 0) return null;
  const comingSoon = () => {
    setOpen(false);
    showToast(LISTS_COMING);
  };
  return (
    <div className={styles.listButton}>
      <button type="button" className={styles.listAdd} onClick={comingSoon}>
        Add to List
      </button>
      <button
        type="button"
        className={styles.listToggle}
        aria-label="List actions"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
        }}
      >
        <ChevronDownIcon size={14} />
      </button>
      {open ? (
        <div className={styles.listMenu} role="menu">
          {actions.map((action) => (
            <button key={action} type="button" role="menuitem" className={styles.listMenuItem} onClick={comingSoon}>
              {listActionLabel(action, media.type)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
