import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { userPath } from '../../../components/Nav/navLinks.ts';
import { BanDialog } from '../../../components/Moderation/BanDialog.tsx';
import { useModerationControls } from '../../../components/Moderation/useModerationControls.tsx';
import { useToggleUserBlock, type BlockTarget } from '../../../mutations/toggleUserBlock.ts';
import { ACTIVITY_EDITOR_ID } from '../overview/profileEditorRules.ts';
import styles from './Header.module.css';

interface Props {
  user: BlockTarget;
  /** The viewer may leave a message on this profile (the overview's activity editor shows for them). */
  canMessage: boolean;
  /** Report (members), Mod Note and Ban (community moderators), social §6 and ADR 21. */
  moderation?: { canReport: boolean; canModNote: boolean; canBan: boolean };
}

/**
 * The "…" menu beside Follow: Message (to the profile's activity editor), Block / Unblock (social §4), Report for members
 * and Mod Note and Ban for community moderators (social §6, ADR 21).
 */
export function ProfileMenu({ user, canMessage, moderation }: Props) {
  const [open, setOpen] = useState(false);
  const [toggleUserBlock, pending] = useToggleUserBlock();
  const [banning, setBanning] = useState(false);
  const controls = useModerationControls();
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

  function block() {
    setOpen(false);
    toggleUserBlock(user);
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
          <button type="button" role="menuitem" className={styles.menuItem} onClick={block}>
            {user.isBlocked ? 'Unblock' : 'Block'}
          </button>
          {moderation?.canReport ? (
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                void controls.report({ objectType: 'USER', objectId: user.id, userId: user.id, path: userPath(user.name) });
              }}
            >
              Report
            </button>
          ) : null}
          {moderation?.canModNote ? (
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                void controls.writeNote(user.id, user.name);
              }}
            >
              Mod Note
            </button>
          ) : null}
          {moderation?.canBan ? (
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                setBanning(true);
              }}
            >
              Ban
            </button>
          ) : null}
        </div>
      ) : null}
      {controls.dialog}
      {banning ? <BanDialog userId={user.id} name={user.name} onClose={() => setBanning(false)} /> : null}
    </div>
  );
}
