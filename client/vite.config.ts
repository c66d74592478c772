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

export default defineConfig({
  plugins: [react(), relay, persistedQueries()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
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
