import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTILE_CORPUS } from '@tsuzuki/web/markdown/hostileCorpus';
import { renderMarkdown } from '@tsuzuki/web/markdown/renderer';
import { NORMAL_SAMPLES } from '@tsuzuki/web/markdown/samples';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, openBrowser, type E2EBrowser } from './browser.ts';

// The server and the client run one renderer (events/web/src/markdown/renderer.ts, no DOM): this suite runs it as the
// client's bundler builds it, in Chromium, and checks that it gives the server's HTML for every hostile and ordinary
// input, and that nothing in the output runs; then it drives the Markdown and MarkdownEditor components. The site's
// production build must not carry a test hook, so the bundle is built here and injected into a blank page served at
// the site's origin (without the site's Content-Security-Policy, which would block inline handlers by itself and
// hide a sanitiser that let one through). markdownHostile.e2e.ts checks the site's own screens, under their CSP.
const TIMEOUT = 120_000;
const PAGE = `${BASE_URL}/__markdown-e2e`;
const ENTRY = 'virtual:markdown-e2e';
const ENTRY_SOURCE = `
  import { createElement as h, useState } from 'react';
  import { createRoot } from 'react-dom/client';
  import { MemoryRouter, useLocation } from 'react-router-dom';
  import { renderMarkdown } from '@tsuzuki/web/markdown/renderer';
  import { findHazards } from '@tsuzuki/web/markdown/harmless';
  import { Markdown, MarkdownEditor } from '/src/components/Markdown/index.ts';
  import '/src/system/styles/global.css';

  function Location() {
    return h('output', { 'aria-label': 'Location' }, useLocation().pathname);
  }
  function Harness({ sample }) {
    const [value, setValue] = useState('');
    return h(MemoryRouter, null, h('main', { className: 'container' },
      h(MarkdownEditor, { value, onChange: setValue, placeholder: 'Write a status...' }),
      h('section', { 'aria-label': 'Sample' }, h(Markdown, { text: sample })),
      h(Location)));
  }
  window.__markdown = {
    renderMarkdown,
    findHazards,
    mount(sample) {
      const root = document.createElement('div');
      document.body.append(root);
      createRoot(root).render(h(Harness, { sample }));
    },
  };
`;
// Every payload calls __pwned() or alert(); both only record the call.
const TRAP_PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"><script>
  window.__pwnedCalls = [];
  window.__pwned = (what) => window.__pwnedCalls.push(String(what));
  window.alert = window.confirm = window.prompt = (what) => window.__pwnedCalls.push('alert ' + what);
</script></head><body></body></html>`;
// A 1x1 PNG for every image request, so load and error handlers both get their chance to fire.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface MarkdownWindow {
  __markdown: { renderMarkdown(text: string): string; findHazards(root: ParentNode): string[]; mount(sample: string): void };
  __pwnedCalls: string[];
}

interface Rendered {
  html: string;
  hazards: string[];
}

let browser: E2EBrowser;
let page: Page;

/** The entry as one script; an IIFE build carries its CSS (the site's variables, the components' modules) in it. */
async function bundleBrowserRenderer(): Promise<string> {
  // Nothing is written, but the out dir must never default to client/dist, which the site under test serves.
  const outDir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-markdown-e2e-'));
  try {
    return await bundleInto(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function bundleInto(outDir: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    plugins: [
      react(),
      {
        name: 'markdown-e2e-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? ENTRY_SOURCE : null),
      },
    ],
    build: {
      outDir,
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('the markdown bundle has no chunk');
}

/** Renders the texts in the page and leaves each result in the document, where a handler would fire. */
function renderInPage(texts: readonly string[]): Promise<Rendered[]> {
  return page.evaluate((inputs) => {
    const { renderMarkdown: render, findHazards } = (window as unknown as MarkdownWindow).__markdown;
    return inputs.map((text) => {
      const html = render(text);
      const box = document.createElement('div');
      box.innerHTML = html;
      document.body.append(box);
      return { html, hazards: findHazards(box) };
    });
  }, texts);
}

async function trapCalls(): Promise<string[]> {
  // Image loads and errors, autofocus and media events arrive after the insertion: give them time.
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as MarkdownWindow).__pwnedCalls);
}

beforeAll(async () => {
  const bundle = await bundleBrowserRenderer();
  browser = await openBrowser('markdown', 20_000);
  ({ page } = browser);
  await page.route('**/*', (route) => {
    const request = route.request();
    if (request.url() === PAGE) return route.fulfill({ contentType: 'text/html', body: TRAP_PAGE });
    if (request.resourceType() === 'image') return route.fulfill({ contentType: 'image/png', body: PIXEL });
    return route.abort();
  });
  await page.goto(PAGE);
  await page.addScriptTag({ content: bundle });
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('markdown in the browser', () => {
  it(
    'fires the trap for an unsanitised payload (so silence below means something)',
    async () => {
      await page.evaluate(() => {
        const box = document.createElement('div');
        box.innerHTML = '<img src="control.png" onload="__pwned(\'control\')">';
        document.body.append(box);
      });
      expect(await trapCalls()).toEqual(['control']);
      await page.evaluate(() => {
        (window as unknown as MarkdownWindow).__pwnedCalls.length = 0;
        document.body.replaceChildren();
      });
    },
    TIMEOUT,
  );

  it(
    'renders every hostile input exactly as the server does, harmless, and nothing runs',
    async () => {
      const rendered = await renderInPage(HOSTILE_CORPUS.map((input) => input.text));
      const mismatches = HOSTILE_CORPUS.filter((input, i) => rendered[i]!.html !== renderMarkdown(input.text)).map((input) => input.name);
      expect(mismatches).toEqual([]);
      const hazards = HOSTILE_CORPUS.flatMap((input, i) => rendered[i]!.hazards.map((hazard) => `${input.name}: ${hazard}`));
      expect(hazards).toEqual([]);
      expect(await trapCalls()).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'renders every ordinary sample exactly as the server does',
    async () => {
      const rendered = await renderInPage(NORMAL_SAMPLES);
      NORMAL_SAMPLES.forEach((text, i) => expect(rendered[i]!.html, text).toBe(renderMarkdown(text)));
      expect(rendered.flatMap((item) => item.hazards)).toEqual([]);
      expect(await trapCalls()).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('Markdown and MarkdownEditor components', () => {
  const sample = 'Plot: ~!the twist!~, thanks @Yuki\n\n~!a spoiler\n\nover paragraphs!~';

  beforeAll(async () => {
    await page.evaluate(() => document.body.replaceChildren());
    await page.evaluate((text) => (window as unknown as MarkdownWindow).__markdown.mount(text), sample);
  }, TIMEOUT);

  it(
    'hides spoilers until clicked or pressed, and opens the site’s own links in place',
    async () => {
      const section = page.getByRole('region', { name: 'Sample' });
      const spoilers = section.getByRole('button', { name: 'Spoiler, click to reveal' });
      expect(await spoilers.count()).toBe(2);
      const inline = section.locator('span.md-spoiler');
      expect(await inline.evaluate((node) => getComputedStyle(node).color)).toBe('rgba(0, 0, 0, 0)');
      await inline.click();
      expect(await inline.getAttribute('data-revealed')).toBe('true');
      expect(await inline.evaluate((node) => getComputedStyle(node).color)).not.toBe('rgba(0, 0, 0, 0)');
      await section.locator('div.md-spoiler').focus();
      await page.keyboard.press('Enter');
      expect(await section.locator('div.md-spoiler').getAttribute('data-revealed')).toBe('true');
      expect(await spoilers.count()).toBe(0);

      await section.getByRole('link', { name: '@Yuki' }).click();
      // The router renders the new location after the click's task: wait for it rather than read it at once.
      await expect.poll(() => page.getByLabel('Location').innerText()).toBe('/user/Yuki');
      expect(browser.context.pages()).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'stays one line until focused, then offers the toolbar and the preview',
    async () => {
      const text = page.getByRole('textbox', { name: 'Write a status...' });
      expect(await text.getAttribute('rows')).toBe('1');
      expect(await page.getByRole('toolbar', { name: 'Formatting' }).count()).toBe(0);
      await text.click();
      expect(await text.getAttribute('rows')).toBe('6');
      await page.getByRole('button', { name: 'Bold' }).click();
      expect(await text.inputValue()).toBe('**bold text**');
      await page.keyboard.type('hello');
      expect(await text.inputValue()).toBe('**hello**');
      await page.getByRole('button', { name: 'Preview' }).click();
      expect(await page.getByLabel('Preview').locator('strong').innerText()).toBe('hello');
      await page.getByRole('button', { name: 'Edit' }).click();
    },
    TIMEOUT,
  );

  it(
    'asks for URLs and refuses bad ones with the spec messages',
    async () => {
      const text = page.getByRole('textbox', { name: 'Write a status...' });
      await text.fill('');
      const cases = [
        {
          button: 'Link',
          bad: 'not a url',
          message: 'Invalid URL',
          good: 'example.com/page',
          inserted: '[link](https://example.com/page)',
        },
        {
          button: 'Image',
          bad: 'https://example.com/a.bmp',
          message: 'Invalid image URL',
          good: 'https://example.com/a.png',
          inserted: 'img(https://example.com/a.png)',
        },
        {
          button: 'Video',
          bad: 'https://example.com/a.avi',
          message: 'Invalid video URL',
          good: 'https://example.com/a.webm',
          inserted: 'webm(https://example.com/a.webm)',
        },
      ];
      for (const { button, bad, message, good, inserted } of cases) {
        await text.fill('');
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox').fill(bad);
        await dialog.getByRole('button', { name: 'OK' }).click();
        expect(await dialog.getByRole('alert').innerText()).toBe(message);
        await dialog.getByRole('textbox').fill(good);
        await dialog.getByRole('button', { name: 'OK' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await text.inputValue()).toBe(inserted);
      }

      await text.fill('');
      await page.getByRole('button', { name: 'YouTube video' }).click();
      await page.getByRole('dialog').getByRole('textbox').fill('any text at all');
      await page.keyboard.press('Enter');
      expect(await text.inputValue()).toBe('youtube(any text at all)');

      await page.getByRole('button', { name: 'Link', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await text.inputValue()).toBe('youtube(any text at all)');
    },
    TIMEOUT,
  );
});
