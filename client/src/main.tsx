// First: the global rules must come before every component's CSS in the bundle, so that a component class wins over
// a global one of equal weight (`container ${styles.page}` keeping the page's own padding).
import './system/styles/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { environment, firstPageLoaded } from './system/relayEnvironment.ts';
import { createRouter } from './system/router.tsx';
import { isServerRendered, serverRenderedAt } from './system/serverRendered.ts';
import { Site } from './system/Site.tsx';
import { stopRecording } from './system/earlyInteractions.ts';
import { startThemeSync } from './system/useTheme.ts';
import { viewerSession } from './session/viewerSession.ts';
import { firstPageLoadersDone } from './system/cache/restoredRecords.ts';
import { startStoreCache } from './system/cache/storeCache.ts';

startThemeSync();
const serverRendered = isServerRendered();

async function boot(): Promise<void> {
  // The client cache first (ADR 66): on a page the browser renders, the first loaders may be answered from it.
  await startStoreCache({ serverRendered });
  // Before the router: its first loaders (the landing and home guards) read the cached login. The server renders only
  // for a browser that sent no login, so a login cached here is stale there.
  viewerSession.start({ serverSawGuest: serverRendered });
  const router = createRouter();
  const root = document.getElementById('root')!;
  const site = (
    <Site environment={environment} renderedAt={serverRenderedAt()}>
      <RouterProvider router={router} />
    </Site>
  );
  const whenInitialized = (then: () => void) => {
    if (router.state.initialized) return then();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      then();
    });
  };

  if (!serverRendered) {
    createRoot(root).render(site);
    // From the next page on, records restored from the cache answer nothing (cache/restoredRecords.ts).
    whenInitialized(firstPageLoadersDone);
    return;
  }
  // The server's HTML is the page its loaders gave: hydrate once the browser's loaders (answered from the records the
  // server sent, ADR 53) and the screen's code have given the same.
  whenInitialized(() => {
    firstPageLoaded();
    stopRecording();
    hydrateRoot(root, site);
  });
}

void boot();
