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

startThemeSync();
const serverRendered = isServerRendered();
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

if (!serverRendered) createRoot(root).render(site);
else {
  // The server's HTML is the page its loaders gave: hydrate once the browser's loaders (answered from the records the
  // server sent, ADR 53) and the screen's code have given the same.
  const hydrate = () => {
    firstPageLoaded();
    stopRecording();
    hydrateRoot(root, site);
  };
  if (router.state.initialized) hydrate();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      hydrate();
    });
  }
}
