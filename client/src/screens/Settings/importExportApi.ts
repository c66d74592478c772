// The import and export routes of the query-service (events/src/listImport.ts): files, so not GraphQL.
import { IMPORT_PATHS, type ImportPreview, type ImportResult, type ImportSource } from '@tsuzuki/events/listImport';
import { fetchWithCsrf } from '../../system/transport/csrf.ts';

async function send<T>(url: string, file: Blob): Promise<T> {
  const response = await fetchWithCsrf(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: file });
  const body = (await response.json().catch(() => null)) as (T & { errors?: { message?: string }[] }) | null;
  if (response.ok && body) return body;
  throw new Error(body?.errors?.[0]?.message || response.statusText || 'Internal Server Error');
}

/** Reads, matches and compares the file; nothing is written. */
export const previewImport = (file: Blob, source: ImportSource) => send<ImportPreview>(IMPORT_PATHS[source].preview, file);

/** Imports the previewed file (the same bytes and hash), leaving out the entries in `skip`. */
export function confirmImport(file: Blob, source: ImportSource, fileHash: string, skip: readonly number[]): Promise<ImportResult> {
  const query = new URLSearchParams({ hash: fileHash });
  if (skip.length) query.set('skip', skip.join(','));
  return send<ImportResult>(`${IMPORT_PATHS[source].import}?${query}`, file);
}
