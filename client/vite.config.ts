import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
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

// The early script (src/early.ts, ADR 50) asks for a page's first queries while the app's code loads. In a build it
// is bundled on its own as a classic script and written into index.html where the `early-script` comment stands,
// right after the CSRF token's meta and before the stylesheet: it runs while the HTML is parsed, before anything
// has loaded (a module script waited for the stylesheet and ran in module order, 300-470 ms in). The query-service's
// Content-Security-Policy allows it by its hash, as it does the theme script. In development it is the module itself.
const EARLY_ENTRY = 'src/early.ts';
const EARLY_MARK = '<!-- early-script -->';
const earlyScript = (): Plugin => {
  let code: string | null = null;
  return {
    name: 'tsuzuki-early-script',
    async buildStart() {
      if (this.environment.mode !== 'build') return;
      const built = await build({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        logLevel: 'silent',
        build: { write: false, emptyOutDir: false, lib: { entry: EARLY_ENTRY, formats: ['iife'], name: 'tsuzukiEarly' } },
      });
      const output = (Array.isArray(built) ? built[0] : built) as { output: { type: string; code?: string }[] };
      code = output.output.find((o) => o.type === 'chunk')?.code?.trim() ?? null;
      if (!code || /<\/script/i.test(code)) throw new Error(`${EARLY_ENTRY} did not build into an inline script`);
    },
    transformIndexHtml(html) {
      if (!html.includes(EARLY_MARK)) throw new Error(`index.html has no ${EARLY_MARK}`);
      const tag = code ? `<script>${code}</script>` : `<script type="module" src="/${EARLY_ENTRY}"></script>`;
      return html.replace(EARLY_MARK, () => tag);
    },
  };
};

export default defineConfig({
  plugins: [react(), relay, persistedQueries(), earlyScript()],
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
