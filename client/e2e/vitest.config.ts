import { defineConfig } from 'vitest/config';

// Browser tests against a running site (BASE_URL); scripts/test.ts starts a throw-away stack for them.
export default defineConfig({
  test: {
    include: ['client/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits as long as Playwright's locators do (browser.ts): its 1 s default is shorter than a loaded machine
    // (CI shares this one) can take to replace what a page showed before with the answer to a new query.
    expect: { poll: { timeout: 20_000 } },
  },
});
