import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import { Browser } from '../testing/browser.ts';
import { fetchThroughProxy } from './imageProxy.ts';
import { isPublicAddress } from './publicAddress.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// An image host on this machine: the stack's proxy is allowed to reach 127.0.0.1, as a real one is not.
let host: Server;
let hostUrl: string;
beforeAll(async () => {
  host = createServer((req, res) => {
    if (req.url === '/cat.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (req.url === '/moved') return res.writeHead(302, { location: '/cat.png' }).end();
    res.writeHead(404).end('no');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

describe('the image proxy never reaches inside', () => {
  it('tells public addresses from this machine, private networks and the metadata service', () => {
    for (const internal of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPublicAddress(internal), internal).toBe(false);
    }
    for (const external of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(external), external).toBe(true);
  });

  it('refuses to fetch from this machine, by address or by a name that resolves to it', async () => {
    await expect(fetchThroughProxy(`${hostUrl}/cat.png`)).rejects.toThrow(/refused address/);
    await expect(fetchThroughProxy(`${hostUrl.replace('127.0.0.1', 'localhost')}/cat.png`)).rejects.toThrow(/refused address/);
  });
});

describe('GET /api/upload/proxy and POST /api/upload/image', () => {
  let stack: AccountsStack;
  let member: Browser;
  let userId: number;
  beforeAll(async () => {
    stack = await startAccountsStack('query_markdown_image', { imageProxy: { allowAddress: (address) => address === '127.0.0.1' } });
    ({
      browser: member,
      user: { id: userId },
    } = await stack.signUp());
  });
  afterAll(() => stack?.close());

  const refusal = (message: string, status: number) => ({ errors: [expect.objectContaining({ message, status })] });

  it("hands a member an image's bytes through the proxy, following a redirect", async () => {
    for (const url of [`${hostUrl}/cat.png`, `${hostUrl}/moved`]) {
      const res = await member.proxyImage(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    }
  });

  it('answers "Failed to fetch image" for a missing image or an address that is no http(s) URL, and nothing to guests', async () => {
    for (const url of [`${hostUrl}/missing.png`, 'file:///etc/passwd', 'not a url']) {
      const res = await member.proxyImage(url);
      expect(res.status, url).toBe(502);
      expect(await res.json()).toEqual(refusal('Failed to fetch image', 502));
    }
    expect((await new Browser(stack.base).proxyImage(`${hostUrl}/cat.png`)).status).toBe(401);
  });

  it('stores a PNG for the text, re-encoded, and refuses a GIF with "Invalid image format"', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    const res = await member.upload('image', png);
    expect(res.status).toBe(200);
    const url = res.body.url as string;
    expect(url).toMatch(new RegExp(`^/uploads/image-${userId}-[0-9a-f]{32}\\.webp$`));
    expect(res.body).toEqual({ url, width: 1920, height: 960 });
    const served = await fetch(`${stack.base}${url}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    const before = await readdir(stack.uploadDir);
    expect(await member.upload('image', GIF)).toEqual({ status: 400, body: refusal('Invalid image format', 400) });
    expect(await readdir(stack.uploadDir)).toEqual(before);
    expect((await new Browser(stack.base).upload('image', PNG)).status).toBe(401);
    expect(path.basename(url)).not.toContain('..');
  });
});
