import { defineConfig } from 'vitest/config';

// Browser tests against a running site (BASE_URL); scripts/test.ts starts a throw-away stack for them.
export default defineConfig({
  test: {
    include: ['client/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
