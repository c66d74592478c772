import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActivityRef } from '../../mutations/activityRecord.ts';
import { useDeleteActivity } from '../../mutations/deleteActivity.ts';
import { useSaveListActivity } from '../../mutations/saveListActivity.ts';
import { useSaveMessageActivity } from '../../mutations/saveMessageActivity.ts';
import { useSaveTextActivity } from '../../mutations/saveTextActivity.ts';
import { useToggleActivityPin } from '../../mutations/toggleActivityPin.ts';
import { showConfirm } from '../../system/dialogs.ts';
import { useModerationControls } from '../Moderation/useModerationControls.tsx';
import { toastError } from '../../system/toasts.ts';
import { MoreIcon } from './activityIcons.tsx';
import type { ActivityModel } from './activityModel.ts';
import type { ActivityRights } from './activityPermissions.ts';
import styles from './Controls.module.css';

export const DELETE_ACTIVITY_CONFIRM = 'Are you sure you want to delete this activity?';

/** Locking is a field of each kind's save mutation (social §7 "SaveListActivity (lock: ...)"). */
function useSetLocked(): (activity: ActivityRef, locked: boolean) => void {
  const [saveText] = useSaveTextActivity();
  const [saveMessage] = useSaveMessageActivity();
  const [saveList] = useSaveListActivity();
  return (activity, locked) => {
    const variables = { id: activity.id, locked };
    const callbacks = { onError: toastError };
    if (activity.typename === 'TextActivity') saveText(variables, callbacks);
    else if (activity.typename === 'MessageActivity') saveMessage(variables, callbacks);
    else saveList(variables, callbacks);
  };
}

interface Item {
  readonly label: string;
  readonly danger?: boolean;
  readonly run: () => unknown;
}

/** Pin, edit, lock, mod note, report and delete, as far as the viewer may (social §5, §6); nothing for guests. */
export function ActivityMenu({ activity, rights, onEdit }: { activity: ActivityModel; rights: ActivityRights; onEdit?: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const { ref, isPinned, isLocked } = activity;
  const moderation = useModerationControls();
  const [toggleActivityPin] = useToggleActivityPin();
  const setLocked = useSetLocked();
  const [deleteActivity] = useDeleteActivity();

  async function remove() {
    if (!(await showConfirm('Delete Activity', DELETE_ACTIVITY_CONFIRM, 'Delete'))) return;
    deleteActivity(ref, {
      // Deleted from its own page: nothing is left to show there.
      onCompleted: () => {
        if (location.pathname.startsWith(`/activity/${ref.id}`)) navigate('/home', { replace: true });
      },
    });
  }

  const author = activity.author;
  const item = author
    ? { objectType: 'ACTIVITY' as const, objectId: ref.id, userId: author.id, path: `/activity/${ref.id}`, text: activity.text }
    : null;
  const items: Item[] = [
    ...(rights.canPin ? [{ label: isPinned ? 'Unpin' : 'Pin', run: () => toggleActivityPin(ref, !isPinned) }] : []),
    ...(rights.canEdit && onEdit ? [{ label: 'Edit', run: onEdit }] : []),
    ...(rights.canLock ? [{ label: isLocked ? 'Unlock' : 'Lock', run: () => setLocked(ref, !isLocked) }] : []),
    ...(rights.canModNote && item
      ? [
          {
            label: 'Mod Note',
            run: () => moderation.noteOn({ ...item, authorName: author!.name, isMessage: activity.kind === 'MESSAGE' }),
          },
        ]
      : []),
    ...(rights.canReport && item ? [{ label: 'Report', run: () => moderation.report(item) }] : []),
    ...(rights.canDelete ? [{ label: 'Delete', danger: true, run: remove }] : []),
  ];

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (items.length === 0) return null;
  return (
    <div
      ref={root}
      className={styles.menuWrap}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        root.current?.querySelector<HTMLElement>('button')?.focus();
      }}
    >
      <button
        type="button"
        className={styles.action}
        aria-label="Activity options"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon />
      </button>
      {open ? (
        <div className={`${styles.popover} ${styles.menu}`} role="menu" aria-label="Activity options">
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className={`${styles.menuItem} ${item.danger ? styles.danger : ''}`}
              onClick={() => {
                setOpen(false);
                void item.run();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
      {moderation.dialog}
    </div>
  );
}
