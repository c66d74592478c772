import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import type { Browser } from '../testing/browser.ts';
import { uploadImageType } from './imageCheck.ts';

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const PNG = b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
const JPEG = b64('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=');
const GIF = b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');

describe('uploadImageType', () => {
  it('knows a real PNG and JPEG, and nothing else', () => {
    expect(uploadImageType(PNG)).toBe('png');
    expect(uploadImageType(JPEG)).toBe('jpg');
    expect(uploadImageType(GIF)).toBeNull();
    expect(uploadImageType(new TextEncoder().encode('definitely not an image'))).toBeNull();
    // The signature alone is not enough: the header must parse.
    expect(uploadImageType(PNG.slice(0, 12))).toBeNull();
  });
});

describe('POST /api/upload/avatar and /api/upload/banner', () => {
  let stack: AccountsStack;
  let browser: Browser;
  let userId: number;
  beforeAll(async () => {
    stack = await startAccountsStack('query_uploads');
    ({ browser, user: { id: userId } } = await stack.signUp());
  });
  afterAll(() => stack?.close());

  const refusal = (message: string, status: number) => ({ errors: [expect.objectContaining({ message, status })] });

  it('stores a PNG avatar, points the profile at it and serves it for good', async () => {
    const res = await browser.upload('avatar', PNG);
    expect(res.status).toBe(200);
    const url = (res.body.avatar as { large: string }).large;
    expect(url).toMatch(new RegExp(`^/uploads/avatar-${userId}-[0-9a-f]+\\.png$`));
    expect(res.body).toEqual({ avatar: { large: url, medium: url } });

    const viewer = await browser.gql<{ Viewer: { avatar: { large: string } } }>('{ Viewer { avatar { large } } }');
    expect(viewer.body.data!.Viewer.avatar.large).toBe(url);
    const image = await fetch(`${stack.base}${url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${stack.base}/uploads/avatar-0-missing.png`)).status).toBe(404);
  });

  it('stores a JPEG banner as the banner image', async () => {
    const res = await browser.upload('banner', JPEG, { type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const url = res.body.bannerImage as string;
    expect(url).toMatch(/^\/uploads\/banner-\d+-[0-9a-f]+\.jpg$/);
    const viewer = await browser.gql<{ Viewer: { bannerImage: string } }>('{ Viewer { bannerImage } }');
    expect(viewer.body.data!.Viewer.bannerImage).toBe(url);
  });

  it('refuses a GIF or garbage with "Invalid image format", storing nothing', async () => {
    const before = await readdir(stack.uploadDir);
    expect(await browser.upload('avatar', GIF, { type: 'image/png' })).toEqual({ status: 400, body: refusal('Invalid image format', 400) });
    expect(await browser.upload('banner', new TextEncoder().encode('<svg></svg>'))).toEqual({ status: 400, body: refusal('Invalid image format', 400) });
    expect(await readdir(stack.uploadDir)).toEqual(before);
  });

  it('answers an empty or oversized body with "Failed to prepare image for uploading"', async () => {
    expect(await browser.upload('avatar', new Uint8Array(0))).toEqual({ status: 400, body: refusal('Failed to prepare image for uploading', 400) });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await browser.upload('avatar', big)).toEqual({ status: 413, body: refusal('Failed to prepare image for uploading', 413) });
  });

  it('requires the CSRF token and a login', async () => {
    expect(await browser.upload('avatar', PNG, { csrf: 'none' })).toEqual({ status: 403, body: refusal('Forbidden. Invalid CSRF token.', 403) });
    expect(await stack.browser().upload('avatar', PNG)).toEqual({ status: 401, body: refusal('Unauthorized.', 401) });
  });
});
