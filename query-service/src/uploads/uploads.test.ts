import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Actor } from '@tsuzuki/events';
import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandForwarder } from '../commands/forward.ts';
import { RYW_TIMEOUT_MESSAGE } from '../commands/forward.ts';
import { AppError } from '../http/errors.ts';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import type { Browser } from '../testing/browser.ts';
import { largeJpeg } from '../testing/abuse.ts';
import { probeAbuse, stallAllowance } from '../testing/eventLoop.ts';
import { checkUpload, PIXEL_LIMITS, tooLargeImage } from './imageCheck.ts';
import { AVATAR_SIZES, BANNER_MAX, reencode } from './reencode.ts';
import { uploadRoute } from './uploadRoute.ts';

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const PNG = b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
const JPEG = b64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
const GIF = b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');

const solid = (width: number, height: number, background = '#3a7bd5') => sharp({ create: { width, height, channels: 3, background } });
const pngOf = (width: number, height: number) => solid(width, height).png().toBuffer();
const jpegOf = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
/** Pixels that do not compress to nothing, so a truncated file loses real image data. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/**
 * A decompression bomb: 10000x10000 pixels of one colour, a few KB as a PNG, 300-400 MB once decoded. The
 * previous check (10000 a side) accepted it.
 */
let bombBytes: Promise<Buffer> | undefined;
const bomb = () => (bombBytes ??= solid(10_000, 10_000, '#ffffff').png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer());

/** A 400x200 JPEG, left half red and right half blue, tagged to be shown turned a quarter clockwise, carrying
 * EXIF, XMP and an ICC profile with markers that must not survive. */
const MARKER = { exif: 'exif-secret-marker', xmp: 'xmp-secret-marker', trailing: 'hidden-payload-marker' };
async function taggedJpeg(): Promise<Buffer> {
  const halves = await solid(400, 200, '#ff0000')
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 }])
    .jpeg()
    .toBuffer();
  return sharp(halves)
    .withIccProfile('p3')
    .withExif({ IFD0: { Copyright: MARKER.exif, ImageDescription: MARKER.exif } })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${MARKER.xmp}"/></rdf:RDF></x:xmpmeta>`,
    )
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 24);

describe('checkUpload', () => {
  it('knows a real PNG and JPEG, and nothing else', async () => {
    expect(await checkUpload('avatar', PNG)).toEqual({ ok: true, type: 'png', width: 1, height: 1 });
    expect(await checkUpload('avatar', JPEG)).toEqual({ ok: true, type: 'jpg', width: 1, height: 1 });
    expect(await checkUpload('avatar', GIF)).toEqual({ ok: false, problem: 'format' });
    expect(await checkUpload('avatar', new TextEncoder().encode('definitely not an image'))).toEqual({ ok: false, problem: 'format' });
    // The signature alone is not enough: the header must parse, as the format the signature names.
    expect(await checkUpload('avatar', PNG.slice(0, 12))).toEqual({ ok: false, problem: 'format' });
    const jpegSignedPng = new Uint8Array([0xff, 0xd8, 0xff, ...PNG]);
    expect(await checkUpload('avatar', jpegSignedPng)).toEqual({ ok: false, problem: 'format' });
  });

  it('refuses a decompression bomb from its header', async () => {
    const bytes = await bomb();
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(await checkUpload('avatar', bytes)).toEqual({ ok: false, problem: 'dimensions' });
    for (const kind of ['avatar', 'banner'] as const) {
      const { pixels, side } = PIXEL_LIMITS[kind];
      // Within each side's limit but over the pixel count, and just within it.
      const square = Math.ceil(Math.sqrt(pixels)) + 1;
      expect(await checkUpload(kind, await solid(square, square).png({ palette: true, colours: 2 }).toBuffer())).toEqual({
        ok: false,
        problem: 'dimensions',
      });
      expect(
        await checkUpload(
          kind,
          await solid(square - 2, square - 2)
            .png({ palette: true, colours: 2 })
            .toBuffer(),
        ),
      ).toMatchObject({ ok: true });
      // A long strip of few pixels, over the side limit.
      expect(await checkUpload(kind, await pngOf(side + 1, 1))).toEqual({ ok: false, problem: 'dimensions' });
    }
  });
});

describe('reencode', () => {
  it('cuts avatars to squares of both sizes and banners to at most 1900x400, never enlarging a banner', async () => {
    const avatar = await reencode('avatar', await pngOf(1200, 800));
    expect(avatar.map(({ variant, width, height }) => ({ variant, width, height }))).toEqual([
      { variant: 'large', width: AVATAR_SIZES.large, height: AVATAR_SIZES.large },
      { variant: 'medium', width: AVATAR_SIZES.medium, height: AVATAR_SIZES.medium },
    ]);
    for (const r of avatar) expect(await sharp(r.bytes).metadata()).toMatchObject({ format: 'webp', width: r.width, height: r.height });

    const size = async (w: number, h: number) => (await reencode('banner', await jpegOf(w, h))).map(({ width, height }) => [width, height]);
    expect(await size(3800, 1000)).toEqual([[BANNER_MAX.width, BANNER_MAX.height]]);
    expect(await size(1920, 1080)).toEqual([[1900, 400]]);
    expect(await size(5000, 600)).toEqual([[1900, 400]]);
    expect(await size(800, 300)).toEqual([[800, 300]]);
    expect(await size(800, 600)).toEqual([[800, 400]]);
  });
});

describe('POST /api/upload/avatar and /api/upload/banner', () => {
  let stack: AccountsStack;
  let browser: Browser;
  let userId: number;
  beforeAll(async () => {
    stack = await startAccountsStack('query_uploads');
    ({
      browser,
      user: { id: userId },
    } = await stack.signUp());
  });
  afterAll(() => stack?.close());

  const refusal = (message: string, status: number) => ({ errors: [expect.objectContaining({ message, status })] });
  const stored = (url: string) => readFile(path.join(stack.uploadDir, path.basename(url)));
  const exists = async (url: string) => (await readdir(stack.uploadDir)).includes(path.basename(url));
  const viewer = async (b: Browser) =>
    (
      await b.gql<{ Viewer: { avatar: { large: string; medium: string } | null; bannerImage: string | null } }>(
        '{ Viewer { avatar { large medium } bannerImage } }',
      )
    ).body.data!.Viewer;

  it('re-encodes a PNG avatar at both sizes, points the profile at them and serves them for good', async () => {
    const res = await browser.upload('avatar', PNG);
    expect(res.status).toBe(200);
    const { large, medium } = res.body.avatar as { large: string; medium: string };
    expect(large).toMatch(new RegExp(`^/uploads/avatar-${userId}-[0-9a-f]{32}-large\\.webp$`));
    expect(medium).toBe(large.replace('-large.webp', '-medium.webp'));
    expect(res.body).toEqual({ avatar: { large, medium } });
    expect((await viewer(browser)).avatar).toEqual({ large, medium });

    const image = await fetch(`${stack.base}${large}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await image.arrayBuffer());
    // Never the bytes as given: a new WebP at the avatar size (a 1x1 image is scaled up to fill it).
    expect(served.equals(Buffer.from(PNG))).toBe(false);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 230, height: 230 });
    expect(await sharp(await stored(medium)).metadata()).toMatchObject({ format: 'webp', width: 100, height: 100 });
    expect((await fetch(`${stack.base}/uploads/avatar-0-missing.webp`)).status).toBe(404);
  });

  it('stores a JPEG banner, re-encoded, as the banner image', async () => {
    const res = await browser.upload('banner', await jpegOf(64, 32), { type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const url = res.body.bannerImage as string;
    expect(url).toMatch(new RegExp(`^/uploads/banner-${userId}-[0-9a-f]{32}\\.webp$`));
    expect((await viewer(browser)).bannerImage).toBe(url);
    expect(await sharp(await stored(url)).metadata()).toMatchObject({ format: 'webp', width: 64, height: 32 });
  });

  it('stores large images at the sizes the site shows', async () => {
    const avatar = await browser.upload('avatar', await jpegOf(1600, 1200), { type: 'image/jpeg' });
    expect(avatar.status).toBe(200);
    const { large, medium } = avatar.body.avatar as { large: string; medium: string };
    expect(await sharp(await stored(large)).metadata()).toMatchObject({ format: 'webp', width: 230, height: 230 });
    expect(await sharp(await stored(medium)).metadata()).toMatchObject({ format: 'webp', width: 100, height: 100 });

    const banner = await browser.upload('banner', await pngOf(3000, 1000));
    expect(banner.status).toBe(200);
    expect(await sharp(await stored(banner.body.bannerImage as string)).metadata()).toMatchObject({
      format: 'webp',
      width: 1900,
      height: 400,
    });

    // A small banner is not enlarged.
    const small = await browser.upload('banner', await pngOf(640, 200));
    expect(small.status).toBe(200);
    expect(await sharp(await stored(small.body.bannerImage as string)).metadata()).toMatchObject({ width: 640, height: 200 });
  });

  it('leaves EXIF, XMP, ICC and anything appended behind, after turning the picture the way EXIF said', async () => {
    const tagged = await taggedJpeg();
    expect(await sharp(tagged).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer),
      icc: expect.any(Buffer),
      xmp: expect.any(Buffer),
    });
    expect(tagged.includes(MARKER.exif) && tagged.includes(MARKER.xmp)).toBe(true);

    const res = await browser.upload('banner', tagged, { type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const bytes = await stored(res.body.bannerImage as string);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    for (const field of ['exif', 'xmp', 'icc', 'iptc', 'orientation', 'comments'] as const) expect(meta[field]).toBeUndefined();
    expect(bytes.includes(MARKER.exif) || bytes.includes(MARKER.xmp)).toBe(false);
    // Turned a quarter clockwise: the red left half is now on top, the blue right half below.
    expect(near(await pixel(bytes, 100, 50), [255, 0, 0])).toBe(true);
    expect(near(await pixel(bytes, 100, 350), [0, 0, 255])).toBe(true);

    // Bytes hidden after the end of a PNG are not carried over either.
    const withPayload = Buffer.concat([await pngOf(300, 300), Buffer.from(MARKER.trailing)]);
    const avatar = await browser.upload('avatar', withPayload);
    expect(avatar.status).toBe(200);
    for (const url of Object.values(avatar.body.avatar as Record<string, string>)) {
      expect((await stored(url)).includes(MARKER.trailing)).toBe(false);
    }
  });

  it('refuses a decompression bomb from its header, changing nothing', async () => {
    const before = await readdir(stack.uploadDir);
    const profile = await viewer(browser);
    const bytes = await bomb();
    expect(await browser.upload('avatar', bytes)).toEqual({ status: 400, body: refusal(tooLargeImage('avatar'), 400) });
    expect(await browser.upload('banner', bytes)).toEqual({ status: 400, body: refusal(tooLargeImage('banner'), 400) });
    expect(tooLargeImage('avatar')).toBe(
      'Image dimensions are too large for an avatar (at most 4.2 megapixels, such as 2048x2048, and 4096 pixels a side)',
    );
    expect(await readdir(stack.uploadDir)).toEqual(before);
    expect(await viewer(browser)).toEqual(profile);
  });

  it('Uploads are decoded off the event loop with a pixel limit that fits the sizes the site shows', async () => {
    // The folder is made by the first upload stored.
    const files = () => readdir(stack.uploadDir).catch(() => [] as string[]);
    const before = await files();
    const profile = await viewer(browser);
    // The review's 25-megapixel banner (300 KB of JPEG) and a 9-megapixel avatar are refused from their headers.
    const banner = await largeJpeg();
    expect(await browser.upload('banner', banner, { type: 'image/jpeg' })).toEqual({
      status: 400,
      body: refusal(tooLargeImage('banner'), 400),
    });
    expect(await browser.upload('avatar', await largeJpeg(3000, 3000), { type: 'image/jpeg' })).toEqual({
      status: 400,
      body: refusal(tooLargeImage('avatar'), 400),
    });
    expect(await files()).toEqual(before);
    expect(await viewer(browser)).toEqual(profile);

    // The largest of each kind is decoded while other requests are answered: three at once, one after the other.
    const largest = { avatar: await largeJpeg(2048, 2048), banner: await largeJpeg(3840, 2160) };
    const probe = await probeAbuse(
      () =>
        Promise.all([
          browser.upload('banner', largest.banner, { type: 'image/jpeg' }),
          browser.upload('avatar', largest.avatar, { type: 'image/jpeg' }),
          browser.upload('banner', largest.banner, { type: 'image/jpeg' }),
        ]),
      () => browser.gql('{ __typename }'),
    );
    expect(probe.result.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await sharp(await stored((await viewer(browser)).bannerImage!)).metadata()).toMatchObject({ width: 1900, height: 400 });
    expect(probe.stallMs, `baseline ${probe.baselineMs} ms`).toBeLessThan(stallAllowance(probe.baselineMs));
  });

  it('refuses a GIF, garbage or a broken image with "Invalid image format", storing nothing', async () => {
    const before = await readdir(stack.uploadDir);
    expect(await browser.upload('avatar', GIF, { type: 'image/png' })).toEqual({ status: 400, body: refusal('Invalid image format', 400) });
    expect(await browser.upload('banner', new TextEncoder().encode('<svg></svg>'))).toEqual({
      status: 400,
      body: refusal('Invalid image format', 400),
    });
    // The header parses, the pixel data is cut short (JPEG is a 1x1 progressive JPEG without its last scans).
    const noisy = await noisePng(128, 128);
    const truncated = noisy.subarray(0, noisy.length >> 1);
    expect(await checkUpload('avatar', truncated)).toMatchObject({ ok: true });
    expect(await checkUpload('avatar', JPEG)).toMatchObject({ ok: true });
    expect(await browser.upload('avatar', truncated)).toEqual({ status: 400, body: refusal('Invalid image format', 400) });
    expect(await browser.upload('banner', JPEG, { type: 'image/jpeg' })).toEqual({
      status: 400,
      body: refusal('Invalid image format', 400),
    });
    expect(await readdir(stack.uploadDir)).toEqual(before);
  });

  it("deletes the files an upload replaced once the profile points at the new ones, and no one else's", async () => {
    const { browser: mine, user: me } = await stack.signUp();
    const { browser: theirs } = await stack.signUp();
    const firstAvatar = (await mine.upload('avatar', await pngOf(300, 300))).body.avatar as { large: string; medium: string };
    const myBanner = (await mine.upload('banner', await pngOf(600, 200))).body.bannerImage as string;
    const theirAvatar = (await theirs.upload('avatar', await pngOf(300, 300))).body.avatar as { large: string; medium: string };
    const theirBanner = (await theirs.upload('banner', await pngOf(600, 200))).body.bannerImage as string;
    // An avatar stored as given before re-encoding, and a file of another member whose id starts with mine.
    const legacy = `avatar-${me.id}-${randomBytes(10).toString('hex')}.png`;
    const lookalike = `avatar-${me.id}0-${randomBytes(16).toString('hex')}-large.webp`;
    await writeFile(path.join(stack.uploadDir, legacy), PNG);
    await writeFile(path.join(stack.uploadDir, lookalike), PNG);

    const res = await mine.upload('avatar', await jpegOf(500, 500), { type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const secondAvatar = res.body.avatar as { large: string; medium: string };
    expect((await viewer(mine)).avatar).toEqual(secondAvatar);

    expect(await exists(firstAvatar.large)).toBe(false);
    expect(await exists(firstAvatar.medium)).toBe(false);
    expect(await exists(`/uploads/${legacy}`)).toBe(false);
    expect((await fetch(`${stack.base}${firstAvatar.large}`)).status).toBe(404);
    for (const url of [
      secondAvatar.large,
      secondAvatar.medium,
      myBanner,
      theirAvatar.large,
      theirAvatar.medium,
      theirBanner,
      `/uploads/${lookalike}`,
    ]) {
      expect(await exists(url)).toBe(true);
    }
    expect((await viewer(theirs)).avatar).toEqual(theirAvatar);

    // Replacing the banner deletes the old banner only.
    const banner = await mine.upload('banner', await pngOf(2000, 500));
    expect(banner.status).toBe(200);
    expect(await exists(myBanner)).toBe(false);
    for (const url of [banner.body.bannerImage as string, secondAvatar.large, secondAvatar.medium, theirBanner])
      expect(await exists(url)).toBe(true);
  });

  it('requires the CSRF token and a login', async () => {
    expect(await browser.upload('avatar', PNG, { csrf: 'none' })).toEqual({
      status: 403,
      body: refusal('Forbidden. Invalid CSRF token.', 403),
    });
    expect(await stack.browser().upload('avatar', PNG)).toEqual({ status: 401, body: refusal('Unauthorized.', 401) });
  });

  it('answers an empty or oversized body with "Failed to prepare image for uploading"', async () => {
    expect(await browser.upload('avatar', new Uint8Array(0))).toEqual({
      status: 400,
      body: refusal('Failed to prepare image for uploading', 400),
    });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await browser.upload('avatar', big)).toEqual({ status: 413, body: refusal('Failed to prepare image for uploading', 413) });
  });
});

/**
 * What happens to the files when the profile command fails, with a stand-in for the command forwarder (the
 * command-service cannot be made to refuse an upload's URLs): nothing is deleted before a change is saved.
 */
describe('an upload whose profile change fails', () => {
  const actor: Actor = { kind: 'user', id: 7, moderatorRoles: [], donatorTier: 0 };
  let failure: Error | null = null;
  let uploadDir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    uploadDir = path.join(await mkdtemp(path.join(tmpdir(), 'tsuzuki-upload-failures-')), 'uploads');
    const forwarder: CommandForwarder = {
      async send() {
        if (failure) throw failure;
        return { position: '1:1', stream: 'user-7', streamVersion: '1', ids: {}, duplicate: false };
      },
      sendAsGiven: () => Promise.reject(new Error('uploads send checked payloads')),
    };
    const app = express();
    app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
    app.use((_req, res, next) => {
      res.locals.auth = { actor, csrfOk: true };
      next();
    });
    app.use(uploadRoute({ uploadDir, forwarderFor: () => forwarder }));
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    if (uploadDir) await rm(path.dirname(uploadDir), { recursive: true, force: true });
  });

  const upload = async (bytes: Uint8Array) => {
    const res = await fetch(`${base}/api/upload/avatar`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('removes the new files of a refused change and keeps those of a change that may have been saved', async () => {
    failure = null;
    const saved = await upload(await pngOf(300, 300));
    expect(saved.status).toBe(200);
    const current = Object.values(saved.body.avatar as Record<string, string>)
      .map((url) => path.basename(url))
      .sort();
    expect((await readdir(uploadDir)).sort()).toEqual(current);

    failure = new AppError(400, 'VALIDATION', 'Refused.', { avatar: ['bad'] });
    expect(await upload(await pngOf(300, 300))).toEqual({
      status: 400,
      body: { errors: [{ message: 'Refused.', status: 400, validation: { avatar: ['bad'] }, extensions: { code: 'VALIDATION' } }] },
    });
    expect((await readdir(uploadDir)).sort()).toEqual(current);

    // Saved, but not visible yet: the new files may be what the profile shows, and the old ones still are.
    failure = new AppError(504, 'RYW_TIMEOUT', RYW_TIMEOUT_MESSAGE);
    expect((await upload(await pngOf(300, 300))).status).toBe(504);
    const afterTimeout = (await readdir(uploadDir)).sort();
    expect(afterTimeout).toHaveLength(4);
    expect(afterTimeout).toEqual(expect.arrayContaining(current));

    // The next upload that is saved sweeps both.
    failure = null;
    const next = await upload(await pngOf(300, 300));
    expect(next.status).toBe(200);
    expect((await readdir(uploadDir)).sort()).toEqual(
      Object.values(next.body.avatar as Record<string, string>)
        .map((url) => path.basename(url))
        .sort(),
    );
  });
});
