import cors from 'cors';

/**
 * Cross-origin access to the API for third-party web apps and extensions, as AniList allows it: any origin, but never
 * with the browser's credentials (no Access-Control-Allow-Credentials), so a page elsewhere can use its own Bearer
 * token and can never ride on a member's session cookie. The CSRF rule (csrf.ts) still holds for cookie requests.
 */
export const apiCors = cors({
  origin: '*',
  methods: ['GET', 'POST'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
  exposedHeaders: ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
  maxAge: 86_400,
});
