// The server's entry (src/entry-server.tsx, ADR 53), built for Node beside the browser's build: the same plugins that
// shape the code (React, Relay's graphql tags), so that CSS module class names and the rendered markup are the
// browser build's. The query-service imports dist-ssr/entry-server.js; it is never served.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

export default defineConfig({
  plugins: [react(), relay],
  define: { __TSUZUKI_SCREEN_CHUNKS__: JSON.stringify('{}') },
  // Everything is bundled but Node's own modules: the workspace's packages are TypeScript sources; React and the
  // libraries that use its hooks must be one copy built for production (Node would pick React's development build by
  // NODE_ENV, which the services do not set: several times slower to render); and a build outside the repository
  // (CLIENT_DIST) has no node_modules to import from (react-router's "cookie" was not found there).
  ssr: {
    noExternal: true,
  },
  build: {
    ssr: 'src/entry-server.tsx',
    // Beside the browser's build, wherever CLIENT_DIST puts it (the query-service looks for it there).
    outDir: process.env.CLIENT_DIST ? `${process.env.CLIENT_DIST}-ssr` : 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
  },
});
