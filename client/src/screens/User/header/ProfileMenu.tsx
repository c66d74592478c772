import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { userPath } from '../../../components/Nav/navLinks.ts';
import { toggleUserBlock, type BlockTarget } from '../../../mutations/toggleUserBlock.ts';
import { ACTIVITY_EDITOR_ID } from '../overview/profileEditorRules.ts';
import styles from './Header.module.css';

interface Props {
  user: BlockTarget;
  /** The viewer may leave a message on this profile (the overview's activity editor shows for them). */
  canMessage: boolean;
}

/** The "…" menu beside Follow: Message (to the profile's activity editor) and Block / Unblock (social §4). */
export function ProfileMenu({ user, canMessage }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  function message() {
    setOpen(false);
    const editor = document.getElementById(ACTIVITY_EDITOR_ID);
    // On the overview the editor is already there; from another tab the overview opens at it.
    if (editor) {
      editor.scrollIntoView({ block: 'center' });
      editor.querySelector('textarea')?.focus({ preventScroll: true });
    } else {
      navigate(`${userPath(user.name)}#${ACTIVITY_EDITOR_ID}`);
    }
  }

  async function block() {
    setOpen(false);
    setPending(true);
    await toggleUserBlock(user);
    setPending(false);
  }

  return (
    <div
      ref={root}
      className={styles.menu}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="More actions"
        disabled={pending}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {open ? (
        <div className={styles.menuList} role="menu" aria-label="More actions">
          {canMessage ? (
            <button type="button" role="menuitem" className={styles.menuItem} onClick={message}>
              Message
            </button>
          ) : null}
          <button type="button" role="menuitem" className={styles.menuItem} onClick={() => void block()}>
            {user.isBlocked ? 'Unblock' : 'Block'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
