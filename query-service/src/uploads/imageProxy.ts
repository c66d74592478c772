import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { authOf } from '../accounts/requestAuth.ts';
import { AppError, invalidCsrf, sendError, unauthorized } from '../http/errors.ts';
import { isPublicAddress } from './publicAddress.ts';

// The markdown editor's image helper fetches an image URL in the browser first; most image hosts refuse a cross-origin
// read, so it asks again through this proxy (core §7 "GET of an image URL for upload with the same timeout and proxy
// fallback"). The proxy only fetches: the bytes go back to the browser, which checks them and uploads them.

export const FETCH_FAILED = 'Failed to fetch image';
/** core §9: the image fetch's network timeout, here for the whole answer. */
export const IMAGE_FETCH_TIMEOUT_MS = 5000;
/** The largest image the editor uploads; a longer answer is cut off and refused. */
export const PROXY_LIMIT_BYTES = 6 * 1024 * 1024;
const MAX_REDIRECTS = 3;

const ImageUrl = z
  .string()
  .max(2048)
  .url()
  .refine((url) => /^https?:\/\//i.test(url), 'http or https only');

export interface ImageProxyOptions {
  /** Which resolved addresses may be fetched from; tests allow their own local server. */
  allowAddress?: (address: string) => boolean;
}

/**
 * A DNS lookup that refuses internal addresses. The check runs on the address the socket then connects to, so a
 * name that resolves differently between a check and the connection (DNS rebinding) cannot slip past it.
 */
function guardedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((entry) => !allow(entry.address));
      if (refused || !addresses.length) return callback(new Error(`refused address for ${hostname}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function fetchOnce(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<{ redirect?: URL; bytes?: Buffer }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup, signal, headers: { accept: 'image/png,image/jpeg,*/*;q=0.5' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ redirect: new URL(response.headers.location, url) });
      }
      if (status !== 200) {
        response.resume();
        return reject(new Error(`status ${status}`));
      }
      const chunks: Buffer[] = [];
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > PROXY_LIMIT_BYTES) return request.destroy(new Error('too large'));
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The image's bytes, following at most MAX_REDIRECTS redirects (each checked like the first), within the timeout. */
export async function fetchThroughProxy(raw: string, allow: (address: string) => boolean = isPublicAddress): Promise<Buffer> {
  const lookup = guardedLookup(allow);
  const signal = AbortSignal.timeout(IMAGE_FETCH_TIMEOUT_MS);
  let url = new URL(ImageUrl.parse(raw));
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    // Node connects to an address written in the URL without any lookup, so the guard above never sees it.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !allow(literal)) throw new Error(`refused address ${literal}`);
    const { redirect, bytes } = await fetchOnce(url, lookup, signal);
    if (bytes) return bytes;
    if (!redirect || !/^https?:$/.test(redirect.protocol)) break;
    url = redirect;
  }
  throw new Error('too many redirects');
}

export const membersOnly: RequestHandler = (_req, res, next) => {
  const auth = authOf(res);
  if (!auth.csrfOk) return sendError(res, invalidCsrf());
  if (auth.actor.kind !== 'user') return sendError(res, unauthorized());
  next();
};

/** GET /api/upload/proxy?url=...: a member's image URL, fetched by the server; any failure is "Failed to fetch image". */
export function imageProxyRoute({ allowAddress = isPublicAddress }: ImageProxyOptions = {}): Router {
  const router = Router();
  router.get('/api/upload/proxy', membersOnly, (async (req, res) => {
    try {
      const bytes = await fetchThroughProxy(String(req.query.url ?? ''), allowAddress);
      // Never shown as a page of this site: the editor reads the bytes and checks them itself.
      res.set({ 'content-type': 'application/octet-stream', 'cache-control': 'no-store', 'content-disposition': 'attachment' });
      res.send(bytes);
    } catch (err) {
      req.log.info({ err }, 'image proxy fetch failed');
      sendError(res, new AppError(502, 'BAD_USER_INPUT', FETCH_FAILED));
    }
  }) satisfies RequestHandler);
  return router;
}
