import { viewerSession } from '../../session/viewerSession.ts';
import { readStoredViewer } from '../../session/viewerStorage.ts';
import { environment, onStoreChange } from '../relayEnvironment.ts';
import { CacheWriter, GUEST_KEY, viewerCacheKey } from './cacheWriter.ts';
import { openRecordCache, type RecordCache } from './recordCache.ts';
import { restoreRecords } from './restoredRecords.ts';

// The client cache of the page (ADR 66): started by main.tsx before the router, written as the store changes,
// emptied on logout.

/**
 * How long the first page waits for the cache: reading it takes milliseconds (seconds on a machine busy enough to take
 * seconds to start the page at all); a database that hangs is not worth holding the page back for longer.
 */
const RESTORE_LIMIT_MS = 3000;
/** How long a logout waits for the cache to be emptied before it leaves the page. */
const CLEAR_LIMIT_MS = 1000;

let opened: Promise<RecordCache | null> = Promise.resolve(null);
let writer: CacheWriter | null = null;
let stopGuard: () => void = () => undefined;
/** Set by a logout: nothing is written any more on this page. */
let ended = false;

const within = <T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), ms))]);

/** Whom the page is for once the session is settled; null while a stored login waits for the server's word. */
function settledViewerKey(): string | null {
  const { status, viewer } = viewerSession.getState();
  return status === 'confirmed' || status === 'guest' ? viewerCacheKey(viewer) : null;
}

/**
 * Opens the cache and, on a page the browser renders itself, puts the records of the stored login's viewer (or a
 * guest's) into the store before the first loaders run. A server-rendered page is never given cached records: the
 * browser must hydrate exactly what the server rendered from (ADR 53), and its records are fresh anyway.
 */
export async function startStoreCache({ serverRendered }: { serverRendered: boolean }): Promise<void> {
  if (typeof window === 'undefined') return;
  opened = openRecordCache();
  const owner = viewerCacheKey(serverRendered ? null : readStoredViewer());
  const records = serverRendered
    ? null
    : await within(
        opened.then((cache) => cache?.read(owner) ?? null).catch(() => null),
        RESTORE_LIMIT_MS,
        null,
      );
  if (records) restoreRecords(environment, records);
  const restoredMember = records && owner !== GUEST_KEY ? owner : null;
  void opened.then((cache) => {
    if (cache && !ended) startWriting(cache, restoredMember);
  });
  // A member's restored records on screen for someone else (the stored login was stale, or another tab logged in as
  // another member): the page is loaded again, for whoever it now is.
  if (restoredMember) {
    stopGuard = viewerSession.subscribe(() => {
      if (viewerCacheKey(viewerSession.viewer()) === restoredMember) return;
      stopStoreCache();
      window.location.reload();
    });
  }
}

function startWriting(cache: RecordCache, restoredMember: string | null): void {
  let unsubscribe: () => void = () => undefined;
  const current = new CacheWriter(
    {
      write: (key, records) => cache.write(key, records),
      records: () => environment.getStore().getSource().toJSON(),
      viewerKey: settledViewerKey,
      onStop: () => unsubscribe(),
    },
    restoredMember,
  );
  writer = current;
  unsubscribe = onStoreChange(() => current.changed());
  current.changed();
}

function stopStoreCache(): void {
  ended = true;
  stopGuard();
  stopGuard = () => undefined;
  writer?.stop();
  writer = null;
}

/** Logout (core §7: caches cleared afterwards): nothing more is written, and every viewer's records are deleted. */
export async function clearStoreCache(): Promise<void> {
  stopStoreCache();
  const clearing = opened.then((cache) => cache?.clear()).catch(() => undefined);
  await within(clearing, CLEAR_LIMIT_MS, undefined);
}
