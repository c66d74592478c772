import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** The site under test. Vite reserves BASE_URL (its public base path), hence the prefix. */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's Chromium, headless, with nothing that reaches beyond loopback (the machines have no internet).
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2EBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser profile (no cookies, no storage) with one page at desktop width; `javaScript: false` turns scripts off. */
export async function openBrowser(label: string, defaultTimeoutMs = 20_000, { javaScript = true } = {}): Promise<E2EBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), `tsuzuki-e2e-${label}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    javaScriptEnabled: javaScript,
    args: ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(defaultTimeoutMs);
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The demo member most browser suites log in as (command-service seed), unless the environment names another. */
export const DEMO_EMAIL = process.env.E2E_DEMO_EMAIL ?? 'yuki@tsuzuki.test';
export const DEMO_PASSWORD = process.env.E2E_DEMO_PASSWORD ?? 'tsuzuki-demo';

/** Logs in through the login form as a member would, solving the real captcha, and waits for /home. */
export async function logInAs(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const widget = page.locator('altcha-widget');
  await widget.locator('[data-state]').waitFor();
  await widget.getByText("I'm not a robot").click();
  await widget.locator('[data-state="verified"]').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Login' }).click();
  // The address changes once /home's route queries have returned (the router loads before it commits): on a loaded
  // machine (two suites and their browsers on two cores) that took over 20 s.
  await page.waitForURL(`${BASE_URL}/home`, { timeout: 60_000 });
}

/**
 * Resolves once React has taken over the page. A guest's server-rendered page (docs/adr/0053) shows its content
 * before its code has run: a click on a link still navigates, but a shortcut key or a control's state needs React.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main#main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}
