import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import { acceptedEncoding } from './answerCompression.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml)$/;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
};

interface Compressed {
  mtimeMs: number;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The built client's files. Text files go out compressed (brotli or gzip, as the browser accepts), each
 * compressed once and kept: the query-service process is the site's bottleneck, so it must not gzip the same
 * 800 kB of JavaScript for every visitor. Vite names files under /assets by content hash, so those are cached for
 * good; the other files (favicon) for an hour.
 */
export function staticAssets(distDir: string): Router {
  const router = express.Router();
  const compressed = new Map<string, Compressed>();

  const load = (file: string): Compressed => {
    const { mtimeMs } = statSync(file);
    const known = compressed.get(file);
    if (known && known.mtimeMs === mtimeMs) return known;
    const raw = readFileSync(file);
    const entry = {
      mtimeMs,
      raw,
      gzip: gzipSync(raw, { level: 9 }),
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    };
    compressed.set(file, entry);
    return entry;
  };

  const send = (req: Request, res: Response, file: string, immutable: boolean) => {
    res.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    res.set('Vary', 'Accept-Encoding');
    const type = TYPES[path.extname(file)];
    if (type) res.type(type);
    const entry = load(file);
    const encoding = acceptedEncoding(req, ['br', 'gzip'] as const);
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(encoding ? entry[encoding] : entry.raw);
  };

  router.get('/{*file}', (req, res, next) => {
    if (!COMPRESSIBLE.test(req.path)) return next();
    // Resolved inside distDir only: "..", encoded or not, cannot leave it.
    const file = path.resolve(distDir, `.${path.posix.normalize(req.path)}`);
    if (!file.startsWith(path.resolve(distDir) + path.sep) || path.basename(file) === 'index.html') return next();
    if (!existsSync(file) || !statSync(file).isFile()) return next();
    send(req, res, file, req.path.startsWith('/assets/'));
  });
  // Images and other binary files: no compression to gain, still cached by their hashed names.
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  return router;
}
