// The early script, written into index.html as a classic inline script of about 3 kB (vite.config.ts) and run as the
// HTML is parsed: asks for the page's first queries while the app's code is still loading, so their answers are
// there, or on their way, when the router's loaders ask (ADR 50).
import { readStoredViewer } from './session/viewerStorage.ts';
import { earlyQueries } from './system/earlyQueries.ts';
import { sendEarly } from './system/transport/earlyAnswers.ts';

sendEarly(earlyQueries(location.pathname, readStoredViewer() != null, new Date()));
