import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { viewerSession } from '../session/viewerSession.ts';
import { installDomGaps } from './dom.ts';
import { resetTestEnvironment } from './relay.ts';

// Every component test file (vitest.config.ts, project "components") starts here.

installDomGaps();
// Two cores shared with other suites: a lazy chunk's first import may take seconds. Waits end as soon as they hold.
configure({ asyncUtilTimeout: 15_000 });
// relay-test-utils wraps the environment's methods in jest.fn for call assertions: vitest's vi.fn is the same thing.
vi.stubGlobal('jest', { fn: vi.fn });

// The site's Relay environment becomes the test environment of the running test (relay.ts); the module's other
// exports stay the site's own.
vi.mock('../system/relayEnvironment.ts', async (importOriginal) => {
  const site = await importOriginal<typeof import('../system/relayEnvironment.ts')>();
  const { commitLocalUpdate } = await import('relay-runtime');
  const { testEnvironment, useSiteConfig } = await import('./relay.ts');
  useSiteConfig({ getDataID: site.getDataID });
  return {
    ...site,
    get environment() {
      return testEnvironment();
    },
    loaderEnvironment: () => testEnvironment(),
    invalidateStore: () => commitLocalUpdate(testEnvironment(), (store) => store.invalidateStore()),
  };
});

beforeEach(() => {
  resetTestEnvironment();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  // The session is the page's, not the test's: the next test starts as a guest.
  viewerSession.clear();
});
