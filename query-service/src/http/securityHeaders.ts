import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { VIDEO_FRAME_ORIGINS } from '@tsuzuki/web/markdown/policy';

/**
 * SHA-256 sources of the inline scripts of the built index.html (the theme script that runs before first paint),
 * so the Content-Security-Policy can allow exactly them instead of 'unsafe-inline'. JSON-LD blocks are data,
 * never executed, and need no entry.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  }
  return hashes;
}

/**
 * Security headers on every answer (helmet): a Content-Security-Policy that allows the site's own origin only
 * (plus the hashed inline theme script, inline style attributes, data: and blob: images and the captcha's
 * blob workers), https images and videos (members' markdown embeds them; the renderer upgrades http to https and
 * allows no other scheme), frames from the two video players only (loaded when a reader clicks a trailer or a
 * member's YouTube thumbnail), no framing by other sites, nosniff and a strict referrer policy.
 */
export function securityHeaders(distDir: string): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // A server-rendered page's streaming scripts (React's, for boundaries left to the browser) carry the nonce.
        scriptSrc: ["'self'", ...inlineScriptHashes(distDir), (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: [...VIDEO_FRAME_ORIGINS],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The site serves http in development and tests; HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => {
    (res.locals as { cspNonce?: string }).cspNonce = randomBytes(16).toString('base64');
    headers(req, res, next);
  };
}

/** The answer's Content-Security-Policy nonce: the inline scripts of a server-rendered page carry it (ADR 53). */
export const cspNonce = (res: Response): string => (res.locals as { cspNonce?: string }).cspNonce ?? '';
