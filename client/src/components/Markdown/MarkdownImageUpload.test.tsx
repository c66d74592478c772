import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { fetchImage } from '../ImageUpload/imageUpload.ts';
import { MarkdownEditor } from './MarkdownEditor.tsx';

// The editor's image upload helper (MD-16, MD-17). The network is the one thing stood in for: `fetch` answers as the
// image's host, the site's proxy and its upload route would; createImageBitmap (absent from jsdom) decodes or not.
const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));
const PNG = bytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
const GIF = bytes('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const IMAGE_URL = 'https://images.example/picture';
const PROXIED = `/api/upload/proxy?url=${encodeURIComponent(IMAGE_URL)}`;
const STORED = '/uploads/image-1-0123456789abcdef0123456789abcdef.webp';

interface Network {
  /** What the image's host answers (a refused cross-origin read rejects, as fetch does). */
  host?: Uint8Array;
  proxy?: Uint8Array;
}
let requests: string[];

function serve({ host, proxy }: Network) {
  requests = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    requests.push(`${init.method ?? 'GET'} ${url}`);
    if (url === '/api/csrf') return Response.json({ token: 'token' });
    if (url === IMAGE_URL) return host ? new Response(host as BodyInit) : Promise.reject(new TypeError('Failed to fetch'));
    if (url === PROXIED)
      return proxy ? new Response(proxy as BodyInit) : Response.json({ errors: [{ message: 'Failed to fetch image' }] }, { status: 502 });
    if (url === '/api/upload/image') return Response.json({ url: STORED, width: 1, height: 1 });
    throw new Error(`unexpected request ${url}`);
  });
}

function Editor() {
  const [text, setText] = useState('');
  return <MarkdownEditor value={text} onChange={setText} label="Status" />;
}

async function uploadFrom(url: string) {
  const rendered = renderWithSite(<Editor />);
  const { user } = rendered;
  await user.type(screen.getByRole('textbox', { name: 'Status' }), 'Look: ');
  await user.click(screen.getByRole('button', { name: 'Upload image' }));
  await user.type(screen.getByRole('textbox', { name: 'Image URL' }), url);
  await user.click(screen.getByRole('button', { name: 'OK' }));
  return rendered;
}

// Put back by hand: vi.unstubAllGlobals would also take away the `jest` the test setup provides for Relay's mocks.
const real = { fetch: globalThis.fetch, createImageBitmap: globalThis.createImageBitmap };
beforeEach(() => {
  vi.stubGlobal('createImageBitmap', async () => ({ close() {} }));
});
afterEach(() => {
  Object.assign(globalThis, real);
});

describe('the markdown editor uploads an image from a URL', () => {
  it('fetches it through the proxy when its host refuses, says "Image valid, uploading..." and inserts the stored image', async () => {
    serve({ proxy: PNG });
    await uploadFrom(IMAGE_URL);
    expect(await screen.findByText('Image valid, uploading...')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue(`Look: img(${STORED})`));
    expect(requests).toEqual([`GET ${IMAGE_URL}`, 'GET /api/csrf', `GET ${PROXIED}`, 'POST /api/upload/image']);
  });

  it('says "Failed to fetch image" when neither the host nor the proxy gives it', async () => {
    serve({});
    await uploadFrom(IMAGE_URL);
    expect(await screen.findByText('Failed to fetch image')).toBeInTheDocument();
    expect(requests).toContain(`GET ${PROXIED}`);
    expect(requests).not.toContain('POST /api/upload/image');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('Look: ');
  });

  it('refuses a GIF with "Invalid image format", uploading nothing', async () => {
    serve({ host: GIF });
    await uploadFrom(IMAGE_URL);
    expect(await screen.findByText('Invalid image format')).toBeInTheDocument();
    expect(requests).toEqual([`GET ${IMAGE_URL}`]);
  });

  it('says "Failed to prepare image for uploading" for a PNG that does not decode', async () => {
    serve({ host: Uint8Array.from([...PNG.slice(0, 16), 1, 2, 3]) });
    vi.stubGlobal('createImageBitmap', async () => Promise.reject(new DOMException('The source image could not be decoded.')));
    await uploadFrom(IMAGE_URL);
    expect(await screen.findByText('Failed to prepare image for uploading')).toBeInTheDocument();
    expect(requests).not.toContain('POST /api/upload/image');
  });

  it('asks the proxy once the host has not answered within 5000 ms', async () => {
    vi.useFakeTimers();
    try {
      serve({ proxy: PNG });
      const served = globalThis.fetch;
      // A host that never answers: only the helper's own timeout ends the wait.
      vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) =>
        url === IMAGE_URL
          ? new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))
          : served(url, init),
      );
      const fetched = fetchImage(IMAGE_URL);
      await vi.advanceTimersByTimeAsync(4999);
      expect(requests).not.toContain(`GET ${PROXIED}`);
      await vi.advanceTimersByTimeAsync(1);
      expect(await fetched).toEqual(PNG);
      expect(requests).toContain(`GET ${PROXIED}`);
    } finally {
      vi.useRealTimers();
    }
  });
});
