import { Suspense, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { dialogStore } from '../../system/dialogs.ts';
import { useFocusTrap } from '../useFocusTrap.ts';
import type { ListEditorQuery } from './__generated__/ListEditorQuery.graphql';
import { ListEditorForm } from './ListEditorForm.tsx';
import { ListEditorLoading } from './ListEditorLoading.tsx';
import { listEditorQuery } from './ListEditorQuery.ts';
import { closeListEditor } from './listEditorStore.ts';
import overlay from './Overlay.module.css';

/**
 * The list editor overlay (core §5), its own chunk. Escape and a click on the backdrop close it; focus stays inside
 * (except while a confirmation dialog of its own is up) and goes back to what opened it afterwards.
 */
export function ListEditorOverlay({ mediaId, openCount }: { mediaId: number; openCount: number }) {
  const dialogOpen = useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot) !== null;
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    // A confirmation dialog answers Escape itself; the editor stays open under it.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !dialogStore.getSnapshot() && closeListEditor();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Suspense fallback={<ListEditorLoading />}>
      <div className={overlay.overlay} onMouseDown={(event) => event.target === event.currentTarget && closeListEditor()}>
        {dialogOpen ? null : <TrapFocus within={panel} />}
        <LoadedEditor mediaId={mediaId} openCount={openCount} panel={panel} />
      </div>
    </Suspense>
  );
}

function TrapFocus({ within }: { within: RefObject<HTMLElement | null> }) {
  useFocusTrap(within);
  return null;
}

function LoadedEditor({ mediaId, openCount, panel }: { mediaId: number; openCount: number; panel: RefObject<HTMLDivElement | null> }) {
  // Always from the server: the form must start from the entry's latest revision. The open's number is the fetchKey:
  // an editor opened again (Reload after a conflict) renders before the one it replaces has let go of its answer,
  // which Relay would hand it instead of asking again.
  const data = useLazyLoadQuery<ListEditorQuery>(listEditorQuery, { mediaId }, { fetchPolicy: 'network-only', fetchKey: openCount });
  // Logged out in another tab, or the media is gone: the boundary says so in a toast and closes the editor.
  if (!data.Viewer || !data.Media) throw new Error(data.Viewer ? 'Not Found.' : 'Please log in to edit your list.');
  return <ListEditorForm media={data.Media} viewer={data.Viewer} panel={panel} />;
}
