import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { EARLY_SCREENS } from './src/system/earlyScreens.ts';

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
// It also preloads the page's screen chunks: their names are known only once the app is bundled, so they are written
// into its code then, in place of a placeholder string (earlyScreens.ts names the screens, by source path).
const EARLY_ENTRY = 'src/early.ts';
const EARLY_MARK = '<!-- early-script -->';
const CHUNKS_PLACEHOLDER = '@@tsuzuki-screen-chunks@@';
const CLIENT_ROOT = fileURLToPath(new URL('.', import.meta.url));
// The same map is written beside the build as screen-chunks.json: the query-service links a server-rendered page's
// stylesheets from it (ADR 53), so that its HTML is styled before any script has run.
const SCREEN_CHUNKS_FILE = 'screen-chunks.json';
const earlyScript = (): Plugin => {
  let code: string | null = null;
  let chunksOfScreens: Record<string, string[]> | null = null;
  return {
    name: 'tsuzuki-early-script',
    async buildStart() {
      if (this.environment.mode !== 'build') return;
      const built = await build({
        configFile: false,
        root: CLIENT_ROOT,
        logLevel: 'silent',
        define: { __TSUZUKI_SCREEN_CHUNKS__: JSON.stringify(CHUNKS_PLACEHOLDER) },
        build: { write: false, emptyOutDir: false, lib: { entry: EARLY_ENTRY, formats: ['iife'], name: 'tsuzukiEarly' } },
      });
      const output = (Array.isArray(built) ? built[0] : built) as { output: { type: string; code?: string }[] };
      code = output.output.find((o) => o.type === 'chunk')?.code?.trim() ?? null;
      if (!code || /<\/script/i.test(code)) throw new Error(`${EARLY_ENTRY} did not build into an inline script`);
    },
    transformIndexHtml(html, ctx) {
      if (!html.includes(EARLY_MARK)) throw new Error(`index.html has no ${EARLY_MARK}`);
      let tag = `<script type="module" src="/${EARLY_ENTRY}"></script>`;
      if (code) {
        if (!ctx.bundle) throw new Error('the early script needs the bundle to name the screen chunks');
        const literal = new RegExp(`(["'\`])${CHUNKS_PLACEHOLDER}\\1`);
        if (!literal.test(code)) throw new Error(`${EARLY_ENTRY} lost its screen chunks placeholder`);
        chunksOfScreens = screenChunks(ctx.bundle);
        const chunks = JSON.stringify(JSON.stringify(chunksOfScreens));
        tag = `<script>${code.replace(literal, () => chunks)}</script>`;
      }
      return html.replace(EARLY_MARK, () => tag);
    },
    writeBundle(options) {
      if (chunksOfScreens && options.dir) writeFileSync(path.join(options.dir, SCREEN_CHUNKS_FILE), JSON.stringify(chunksOfScreens));
    },
  };
};

type Bundle = NonNullable<Parameters<Extract<NonNullable<Plugin['transformIndexHtml']>, { handler: unknown }>['handler']>[1]['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

// Each early screen's chunk with the chunks and stylesheets it imports that the entry does not (those the entry's
// own module preloads already ask for).
function screenChunks(bundle: Bundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // A chunk after the chunks it imports, as Vite's loader adds their stylesheets: a screen's rules come after those
  // of the components it uses (a server-rendered page links them in this order, ADR 53).
  const closure = (start: Chunk, seen = new Set<Chunk>(), into: Chunk[] = []): Chunk[] => {
    if (seen.has(start)) return into;
    seen.add(start);
    for (const file of start.imports) closure(byFile.get(file)!, seen, into);
    into.push(start);
    return into;
  };
  const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => closure(c)));
  const map: Record<string, string[]> = {};
  for (const screen of EARLY_SCREENS) {
    const id = path.join(CLIENT_ROOT, screen);
    const own = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!own) throw new Error(`early screen ${screen} is in no chunk: update client/src/system/earlyScreens.ts`);
    const needed = closure(own).filter((c) => !entry.has(c));
    map[screen] = needed.flatMap((c) => [c.fileName, ...(c.viteMetadata?.importedCss ?? [])]).map((f) => `/${f}`);
  }
  return map;
}

export default defineConfig({
  plugins: [react(), relay, persistedQueries(), earlyScript()],
  // In development the early script has no screen chunks to preload (src/early.ts).
  define: { __TSUZUKI_SCREEN_CHUNKS__: JSON.stringify('{}') },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    // CLIENT_DIST (an absolute path): a build of one's own, served by a query-service given the same variable.
    outDir: process.env.CLIENT_DIST || 'dist',
    emptyOutDir: true,
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
