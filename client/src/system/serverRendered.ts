import { scriptJson } from '@tsuzuki/web/scriptJson';
import type { RecordSource } from 'relay-runtime';

/** A store's records as JSON, as the server sends them and a RecordSource takes them. */
export type RecordSourceJSON = ReturnType<RecordSource['toJSON']>;

// A page the server rendered (entry-server.tsx) says so in its head, and carries the Relay records it was rendered
// from: the browser's store starts with them, its loaders find their data there, and hydration renders the same page.
export const SERVER_RENDERED_META = 'server-rendered';
export const RECORDS_ELEMENT_ID = 'relay-records';

/** The page's HTML came with its content: the server rendered it for a guest (it saw no login). */
export function isServerRendered(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`meta[name="${SERVER_RENDERED_META}"]`) !== null;
}

/** The attribute of that meta holding the moment the page was rendered at (pageClock.tsx). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** The moment the server rendered this page at, in milliseconds; null on a page the browser renders. */
export function serverRenderedAt(): number | null {
  if (typeof document === 'undefined') return null;
  const at = Number(document.querySelector(`meta[name="${SERVER_RENDERED_META}"]`)?.getAttribute(RENDERED_AT_ATTRIBUTE));
  return Number.isFinite(at) && at > 0 ? at : null;
}

/** The records the server rendered the page from, once (the element is removed): null on any other page. */
export function takeServerRecords(): RecordSourceJSON | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(RECORDS_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as RecordSourceJSON;
  } catch {
    return null;
  }
}

/** The records as a script element: no `</script>` or `<!--` in a title or a description can end it early. */
export function recordsElement(records: RecordSourceJSON): string {
  return `<script type="application/json" id="${RECORDS_ELEMENT_ID}">${scriptJson(records)}</script>`;
}
