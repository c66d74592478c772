/** A lazily loaded screen whose file is gone (usually a new deployment): only a full reload fixes it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(message);
}
