import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tsuzuki: client not built</title></head>
<body><h1>The client has not been built yet</h1>
<p>Run <code>npm run build -w client</code>, then reload this page. The GraphQL API is at <code>/graphql</code>.</p>
</body></html>`;

/**
 * Serves the built client and answers every other GET with its index.html (history routing). The build is
 * looked up per request, so building the client while the server runs needs no restart.
 */
export function clientRoute(distDir: string): Router {
  const router = express.Router();
  router.use(express.static(distDir, { index: false }));
  router.get('/{*path}', (req, res) => {
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('html').send(MISSING_BUILD);
      return;
    }
    res.sendFile(index);
  });
  return router;
}
