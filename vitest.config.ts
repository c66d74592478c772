import { createRequire } from 'node:module';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

// graphql ships a CommonJS build (package.json `main`, what Node loads: the services under tsx, and graphql-jit, whose
// ESM entry requires its CommonJS files) and an ESM one (`module`, what vite's resolver picks). Tests that got one
// while a dependency got the other met "Cannot use GraphQLSchema from another module or realm": every import of
// `graphql` resolves as Node resolves it, so a test process holds the one graphql the services run (ADR 0046).
const graphqlAsNodeLoadsIt = createRequire(import.meta.url).resolve('graphql');

// One vitest run covers every service; the browser end-to-end tests live in client/e2e and are run by
// scripts/test.ts after the unit and integration tests. The Relay transform lets client tests import modules that
// hold graphql`` documents (the router, screens); it leaves every other file alone.
export default defineConfig({
  plugins: [relay],
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlAsNodeLoadsIt }] },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration tests each create their own database; two cores do not gain from more workers.
    maxWorkers: 2,
    server: { deps: { inline: ['graphql-http'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{events,command-service,projection-service,query-service}/src/**/*.test.ts',
            'events/{store,web}/src/**/*.test.ts',
            'command-service/seed/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'client/src/**/*.test.ts',
          ],
        },
      },
      {
        // Component tests (React Testing Library): a DOM, the matchers and a Relay test environment for every file.
        extends: true,
        test: {
          name: 'components',
          include: ['client/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});
