import compression from 'compression';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';

/** Answers smaller than this go out as they are: the header and the CPU would cost more than the bytes saved. */
export const COMPRESS_FROM_BYTES = 16 * 1024;

// The query-service process is the site's bottleneck (ADR 44), so the levels are the fastest ones (brotli 1, gzip 1):
// they keep most of the gain for a small fraction of the default levels' CPU.
const LEVEL = 1;
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 1 };

/**
 * GraphQL answers compressed for browsers and apps that accept it. Only the large ones: a 2,000-entry list is
 * about 1.3 MB of JSON, a tenth of that in gzip, which on a real connection is seconds. Static files are compressed
 * once and kept (staticAssets.ts); a cached answer is compressed once per encoding (AnswerCache.encodedBody).
 */
export function answerCompression(): RequestHandler {
  return compression({ threshold: COMPRESS_FROM_BYTES, level: LEVEL, brotli: { params: BROTLI_PARAMS } });
}

export type AnswerEncoding = 'br' | 'gzip' | 'deflate';

/**
 * The best of `offered` this request accepts (q-values and all), brotli before gzip where it likes both equally, as
 * the compression middleware chooses (its SUPPORTED_ENCODING and PREFERRED_ENCODING); null: as it is.
 */
export function acceptedEncoding<E extends AnswerEncoding>(req: Pick<IncomingMessage, 'headers'>, offered: readonly E[]): E | null {
  const chosen = new Negotiator(req).encoding([...offered, 'identity'], { preferred: ['br', 'gzip'] });
  return (offered as readonly string[]).includes(chosen ?? '') ? (chosen as E) : null;
}

/** The encoding an answer of `bytes` goes out in for this request (as an executed one would), or null: as it is. */
export function answerEncoding(req: IncomingMessage, bytes: number): AnswerEncoding | null {
  if (bytes < COMPRESS_FROM_BYTES || req.method === 'HEAD') return null;
  return acceptedEncoding(req, ['br', 'gzip', 'deflate']);
}

/** The body in `encoding`, at the middleware's levels. */
export function encodeAnswer(body: string, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: BROTLI_PARAMS });
  return encoding === 'gzip' ? gzipSync(body, { level: LEVEL }) : deflateSync(body, { level: LEVEL });
}
