import { fetchWithCsrf } from '../../system/transport/csrf.ts';

// Image uploads (core §7, §8): the bytes must be a real JPEG or PNG; the server checks again and stores them.
export const INVALID_IMAGE = 'Invalid image format';
export const FETCH_FAILED = 'Failed to fetch image';
export const PREPARE_FAILED = 'Failed to prepare image for uploading';
export const UPLOADING = 'Image valid, uploading...';
/** core §9: network timeout for the image fetch. */
export const IMAGE_FETCH_TIMEOUT_MS = 5000;

export type UploadKind = 'avatar' | 'banner';
export const UPLOAD_LIMIT_BYTES: Record<UploadKind, number> = { avatar: 2 * 1024 * 1024, banner: 6 * 1024 * 1024 };

/** The image type by its signature (PNG: 89 50 4E 47 0D 0A 1A 0A; JPEG: FF D8 FF), or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** GET with the spec's 5 s timeout; the bytes of a 200 answer, else a rejection. */
async function fetchBytes(url: string, init: (signal: AbortSignal) => Promise<Response>): Promise<Uint8Array> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IMAGE_FETCH_TIMEOUT_MS);
  try {
    const response = await init(controller.signal);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An image from a URL (core §7): straight from its host within 5 s; failing that (most hosts refuse a cross-origin
 * read, some are slow), again through the site's proxy with the same timeout. Rejects with "Failed to fetch image".
 */
export async function fetchImage(url: string): Promise<Uint8Array> {
  try {
    return await fetchBytes(url, (signal) => fetch(url, { signal }));
  } catch {
    try {
      const proxied = `/api/upload/proxy?url=${encodeURIComponent(url)}`;
      return await fetchBytes(proxied, (signal) => fetchWithCsrf(proxied, { signal }));
    } catch {
      throw new Error(FETCH_FAILED);
    }
  }
}

export async function readFile(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new Error(PREPARE_FAILED);
  }
}

/** POST /api/upload/<kind> with the raw bytes: the server's answer, or its message when it refuses them. */
export async function uploadImage(kind: UploadKind | 'image', bytes: Uint8Array, type: string): Promise<unknown> {
  const response = await fetchWithCsrf(`/api/upload/${kind}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: bytes as BodyInit,
  });
  if (response.ok) return response.json().catch(() => null);
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: { message?: string }[] } | null;
  throw new Error(body?.message || body?.errors?.[0]?.message || response.statusText || 'Internal Server Error');
}
