import type { ErrorCode } from './errors.ts';

export interface Refusal {
  message: string;
  status: number;
  extensions: { code: ErrorCode };
}

/**
 * A request the server could not even read, as the 4xx it is: a body over the limit (413), a content encoding the
 * server does not know (415), a body that ended early or a malformed path (400). Null for anything else.
 */
export function badRequestAnswer(err: unknown): Refusal | null {
  const e = err as { type?: string; status?: number; expose?: boolean; name?: string };
  if (e?.type === 'entity.too.large') {
    return { message: 'Request body is too large: the limit is 256 KB.', status: 413, extensions: { code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (e?.type === 'encoding.unsupported' || e?.status === 415) {
    return {
      message: 'Unsupported content encoding: send the body as is, or gzip or deflate it.',
      status: 415,
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    };
  }
  if (e?.type === 'request.aborted' || e?.type === 'request.size.invalid' || e?.type === 'charset.unsupported') {
    return { message: 'The request body could not be read.', status: 400, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (err instanceof URIError) {
    return { message: 'The address is not valid.', status: 400, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (e?.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return { message: 'Bad request.', status: e.status, extensions: { code: 'BAD_USER_INPUT' } };
  }
  return null;
}
