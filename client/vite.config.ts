import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

// The query-service serves /graphql, /img, /api (CSRF token, uploads, OAuth), /uploads and /sitemap on port 3000 (and
// the built client); dev and preview proxy to it.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/graphql': backend, '/img': backend, '/api': backend, '/uploads': backend, '/sitemap': backend };

// The site's documents as relay-compiler persisted them, beside the assets: the query-service serving this build
// looks the client's documentIds up there, so a server and its client always agree.
const persistedQueries = (): Plugin => ({
  name: 'tsuzuki-persisted-queries',
  apply: 'build',
  generateBundle() {
    const source = readFileSync(new URL('./src/__generated__/persisted-queries.json', import.meta.url), 'utf8');
    this.emitFile({ type: 'asset', fileName: 'persisted-queries.json', source });
  },
});

// The early script (src/early.ts, ADR 50) asks for a page's first queries while the app's code loads: an entry of its
// own, ahead of the app's in the head. Not async: module scripts run in document order, so it has always run when
// the app's loaders look for its answers (with the app's code cached, an async one ran after them). Vite folds every
// module script of index.html into the app's entry, so the tag is added here: the source in development, the built
// chunk in a build.
const EARLY_ENTRY = 'src/early.ts';
const earlyScript = (): Plugin => ({
  name: 'tsuzuki-early-script',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const chunk = ctx.bundle
        ? Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(EARLY_ENTRY))
        : null;
      if (ctx.bundle && !chunk) throw new Error(`${EARLY_ENTRY} was not built`);
      const src = chunk ? `/${chunk.fileName}` : `/${EARLY_ENTRY}`;
      return [{ tag: 'script', attrs: { type: 'module', src }, injectTo: 'head-prepend' }];
    },
  },
});

export default defineConfig({
  plugins: [react(), relay, persistedQueries(), earlyScript()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      input: { index: 'index.html', early: EARLY_ENTRY },
      output: {
        // Framework code changes far less often than the app: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
});
