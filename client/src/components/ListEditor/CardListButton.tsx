import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import { useViewer } from '../../session/useViewer.ts';
import type { CardListButton_media$key } from './__generated__/CardListButton_media.graphql';
import { openListEditor } from './listEditorStore.ts';
import { quickActions } from './rules/quickActions.ts';
import { listStatusLabel } from './rules/statusLabels.ts';
import { useSaveQuickStatus } from './saveQuickStatus.ts';
import styles from './CardListButton.module.css';

/**
 * A media card's list button (core §2), for members only: a pen when the media is on their list, a plus otherwise.
 * It opens the quick actions ("Add to ..." / "Set to ...", core §4) and the list editor.
 */
export function CardListButton({ media, className = '' }: { media: CardListButton_media$key; className?: string }) {
  const data = useFragment(
    graphql`
      fragment CardListButton_media on Media {
        id
        type
        status(version: 2)
        isLocked
        title { userPreferred }
        mediaListEntry { id status }
      }
    `,
    media,
  );
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [saveQuickStatus, saving] = useSaveQuickStatus();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  if (!viewer || data.isLocked) return null;
  const entry = data.mediaListEntry;
  const title = data.title?.userPreferred ?? '';
  const label = entry ? `Edit list entry (${listStatusLabel(entry.status, data.type)})` : 'Add to list';
  // The menu lives outside the card (cards clip what overflows them); focus leaving both closes it.
  const closeOnLeave = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!button.current?.contains(next) && !menu.current?.contains(next)) setOpen(false);
  };

  return (
    <div className={`${styles.root} ${className}`} onBlur={closeOnLeave}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={saving}
        data-on-list={!!entry}
        onClick={() => setOpen((value) => !value)}
      >
        {entry ? <PenIcon /> : <PlusIcon />}
      </button>
      {open ? (
        <PopupMenu anchor={button} menu={menu} label={`List actions for ${title}`} onClose={close}>
          {quickActions(data, !!entry).map((action) => (
            <button
              key={action.status}
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                saveQuickStatus({ id: data.id, type: data.type, title, hasEntry: !!entry }, action.status);
              }}
            >
              {action.label}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className={styles.item}
            onClick={() => {
              setOpen(false);
              openListEditor(data.id);
            }}
          >
            Open List Editor
          </button>
        </PopupMenu>
      ) : null}
    </div>
  );
}

interface PopupMenuProps {
  anchor: RefObject<HTMLButtonElement | null>;
  menu: RefObject<HTMLDivElement | null>;
  label: string;
  onClose: () => void;
  children: React.ReactNode;
}

/** The menu under its button, above the page; the first item takes focus, Escape closes it. */
function PopupMenu({ anchor, menu, label, onClose, children }: PopupMenuProps) {
  const [position, setPosition] = useState<CSSProperties>({ visibility: 'hidden' });
  useLayoutEffect(() => {
    // The menu follows its button while the page scrolls (a scroll can also come just after opening: the browser
    // bringing the button into view); it closes once the button has left the screen.
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (!rect || rect.bottom < 0 || rect.top > window.innerHeight) {
        onClose();
        return;
      }
      const below = window.innerHeight - rect.bottom > 190;
      // Under the button's right edge, unless that would run off the left of the screen (a button near the left
      // edge, as on activity cards): then from its left edge.
      const width = menu.current?.offsetWidth ?? 0;
      setPosition({
        ...(rect.right - width >= 8 ? { right: Math.max(8, window.innerWidth - rect.right) } : { left: Math.max(8, rect.left) }),
        ...(below ? { top: rect.bottom + 6 } : { bottom: window.innerHeight - rect.top + 6 }),
      });
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [anchor, menu, onClose]);
  // Once placed (a hidden element cannot take focus), the first item takes focus, without scrolling the page.
  const placed = position.visibility !== 'hidden';
  useEffect(() => {
    if (placed) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [placed, menu]);
  return createPortal(
    <div
      ref={menu}
      className={styles.menu}
      style={position}
      role="menu"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
        anchor.current?.focus();
      }}
    >
      {children}
    </div>,
    document.body,
  );
}

const PenIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </svg>
);

const PlusIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M12 5v14M5 12h14" />
  </svg>
);
