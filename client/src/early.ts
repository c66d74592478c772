// The early script, written into index.html as a classic inline script of about 3 kB (vite.config.ts) and run as the
// HTML is parsed: asks for the page's first queries while the app's code is still loading, so their answers are
// there, or on their way, when the router's loaders ask, and for the page's screen chunks, so they load beside the
// entry instead of after it (ADR 50).
import { readStoredViewer } from './session/viewerStorage.ts';
import { earlyQueries } from './system/earlyQueries.ts';
import { earlyScreens, preloadScreens, type ScreenChunks } from './system/earlyScreens.ts';
import { isServerRendered } from './system/serverRendered.ts';
import { recordEarlyInteractions } from './system/earlyInteractions.ts';
import { sendEarly } from './system/transport/earlyAnswers.ts';

// The build writes the screens' chunks in here (vite.config.ts); in development there are none.
declare const __TSUZUKI_SCREEN_CHUNKS__: string;

const loggedIn = readStoredViewer() != null;
// A server-rendered page came with its data (ADR 53): only its code is still to load.
if (!isServerRendered()) sendEarly(earlyQueries(location.pathname, loggedIn, new Date()));
// ...and looks ready before it is: clicks and typing wait for the app instead of being lost.
else recordEarlyInteractions();
preloadScreens(earlyScreens(location.pathname, loggedIn), JSON.parse(__TSUZUKI_SCREEN_CHUNKS__) as ScreenChunks);
