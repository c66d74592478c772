import { ChunkTimeoutError } from '../chunkTimeout.ts';
import { isChunkLoadError } from './isChunkLoadError.ts';

export interface ErrorCopy {
  readonly title: string;
  readonly message: string;
  /** Only a full reload helps (the page's code is missing or never came); otherwise the screen offers Try again. */
  readonly reload: boolean;
}

/** What the error screens say about an error. */
export function errorCopy(error: unknown): ErrorCopy {
  if (error instanceof ChunkTimeoutError) {
    return { title: 'Page failed to load', message: `${error.message} Check your connection and reload.`, reload: true };
  }
  if (isChunkLoadError(error)) return { title: 'Update required', message: 'A new version of the site is available.', reload: true };
  const message = error instanceof Error && error.message ? error.message : 'Internal Server Error';
  return { title: 'Something went wrong', message, reload: false };
}
