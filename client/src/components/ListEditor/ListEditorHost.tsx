import { lazy, Suspense } from 'react';
import { useViewer } from '../../session/useViewer.ts';
import { withChunkTimeout } from '../../system/chunkTimeout.ts';
import { ListEditorBoundary } from './ListEditorBoundary.tsx';
import { ListEditorLoading } from './ListEditorLoading.tsx';
import { useListEditorTarget } from './listEditorStore.ts';

// The editor's code is its own chunk: most pages never open it. Its data was asked for by the click that opened it
// (listEditorStore.ts), so the two load side by side.
const ListEditorOverlay = lazy(() =>
  withChunkTimeout(import('./ListEditorOverlay.tsx')).then((module) => ({ default: module.ListEditorOverlay })),
);

/** Mounted in the Layout; renders the editor only for a logged-in viewer while it is open (core §2). */
export function ListEditorHost() {
  const viewer = useViewer();
  const target = useListEditorTarget();
  if (!viewer || !target) return null;
  return (
    <ListEditorBoundary key={target.openCount}>
      <Suspense fallback={<ListEditorLoading />}>
        <ListEditorOverlay queryRef={target.queryRef} />
      </Suspense>
    </ListEditorBoundary>
  );
}
