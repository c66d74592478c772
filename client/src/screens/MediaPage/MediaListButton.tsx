import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { openListEditor } from '../../components/ListEditor/listEditorStore.ts';
import { listStatusLabel } from '../../components/ListEditor/rules/statusLabels.ts';
import { useSaveQuickStatus } from '../../components/ListEditor/saveQuickStatus.ts';
import { useViewer } from '../../session/useViewer.ts';
import type { MediaListButton_media$key } from './__generated__/MediaListButton_media.graphql';
import { listActionLabel, listActions, type ListAction } from './rules/header.ts';
import styles from './MediaPage.module.css';

/**
 * Header list status button (core §2): "Add to List" or the entry's status, opening the list editor; its dropdown
 * saves Complete / Watching (Reading) / Planning at once or opens the editor. Guests and locked media get none.
 */
export function MediaListButton({ media }: { media: MediaListButton_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaListButton_media on Media {
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
  const actions = listActions(data);
  if (!viewer || actions.length === 0) return null;
  const entry = data.mediaListEntry;

  const run = (action: ListAction) => {
    setOpen(false);
    if (action === 'EDITOR') openListEditor(data.id);
    else saveQuickStatus({ id: data.id, type: data.type, title: data.title?.userPreferred ?? '', hasEntry: !!entry }, action);
  };

  return (
    <div className={styles.listButton}>
      <button type="button" className={styles.listAdd} disabled={saving} onClick={() => openListEditor(data.id)}>
        {entry ? listStatusLabel(entry.status, data.type) : 'Add to List'}
      </button>
      <button
        type="button"
        className={styles.listToggle}
        aria-label="List actions"
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={saving}
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
            <button
              key={action}
              type="button"
              role="menuitem"
              className={styles.listMenuItem}
              onClick={() => run(action)}
              onBlur={(event) => {
                if (!event.currentTarget.parentElement?.parentElement?.contains(event.relatedTarget)) setOpen(false);
              }}
            >
              {listActionLabel(action, data.type)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
