import compression from 'compression';
import { constants } from 'node:zlib';
import type { RequestHandler } from 'express';

/** Answers smaller than this go out as they are: the header and the CPU would cost more than the bytes saved. */
export const COMPRESS_FROM_BYTES = 16 * 1024;

/**
 * GraphQL answers compressed for browsers and apps that accept it. Only the large ones: a 2,000-entry list is
 * about 1.3 MB of JSON, a tenth of that in gzip, which on a real connection is seconds. The query-service process
 * is the site's bottleneck (ADR 44), so the levels are the fastest ones (brotli 1, gzip 1): they keep most of the
 * gain for a small fraction of the default levels' CPU. Static files are compressed once and kept (staticAssets.ts).
 */
export function answerCompression(): RequestHandler {
  return compression({
    threshold: COMPRESS_FROM_BYTES,
    level: 1,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
}
