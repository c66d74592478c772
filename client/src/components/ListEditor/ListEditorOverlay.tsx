import { Suspense, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
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
export function ListEditorOverlay({ queryRef }: { queryRef: PreloadedQuery<ListEditorQuery> }) {
  const dialogOpen = useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot, () => null) !== null;
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
        <LoadedEditor queryRef={queryRef} panel={panel} />
      </div>
    </Suspense>
  );
}

function TrapFocus({ within }: { within: RefObject<HTMLElement | null> }) {
  useFocusTrap(within);
  return null;
}

function LoadedEditor({ queryRef, panel }: { queryRef: PreloadedQuery<ListEditorQuery>; panel: RefObject<HTMLDivElement | null> }) {
  const data = usePreloadedQuery<ListEditorQuery>(listEditorQuery, queryRef);
  // Logged out in another tab, or the media is gone: the boundary says so in a toast and closes the editor.
  if (!data.Viewer || !data.Media) throw new Error(data.Viewer ? 'Not Found.' : 'Please log in to edit your list.');
  return <ListEditorForm media={data.Media} viewer={data.Viewer} panel={panel} />;
}
