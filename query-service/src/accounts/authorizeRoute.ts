import { Router } from 'express';

const NOT_YET = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API authorization is not available yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>API authorization is not available yet</h1>
<p>Third-party apps cannot sign in to Tsuzuki on your behalf yet. Your login to the site itself worked.</p>
<p><a href="/home">Continue to the site</a></p>
</body></html>`;

/**
 * GET /api/v2/oauth/authorize: where a login with an apiVersion parameter sends the browser (spec §2). OAuth
 * for third-party apps does not exist yet, so this says so plainly instead of answering 404.
 */
export function authorizeRoute(): Router {
  const router = Router();
  router.get('/api/v2/oauth/authorize', (_req, res) => {
    res.status(501).set('Cache-Control', 'no-store').type('html').send(NOT_YET);
  });
  return router;
}
