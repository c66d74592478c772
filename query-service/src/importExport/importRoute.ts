import { IMPORT_PATH, IMPORT_PREVIEW_PATH, type ImportResult } from '@tsuzuki/events/listImport';
import express, { Router, type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import type { Redis } from 'ioredis';
import { authOf, type RequestAuth } from '../accounts/requestAuth.ts';
import type { CommandForwarder } from '../commands/forward.ts';
import type { Queryable } from '../db/queryable.ts';
import { AppError, badInput, invalidCsrf, sendError, unauthorized } from '../http/errors.ts';
import type { RateLimits } from '../http/rateLimit.ts';
import { FILE_TOO_LARGE, IMPORT_UPLOAD_LIMIT, NO_FILE, readImportFile } from './importFile.ts';
import { importRateLimit } from './importRateLimit.ts';
import { prepareImport } from './preview.ts';
import { jsonInTurns } from './turns.ts';

export const FILE_CHANGED = 'This is not the file you previewed. Preview it again before importing.';
export const NOTHING_TO_IMPORT = 'None of the entries of this file matched the catalogue: there is nothing to import.';

export interface ImportDeps {
  db: Queryable;
  /** The forwarder acting for the request's member (and within their API token's scopes). */
  forwarderFor: (auth: RequestAuth, requestId: string) => CommandForwarder;
  /** The import's own rate budget (importRateLimit.ts), counted in Redis; null: none (tests that do not test it). */
  rateLimit?: { redis: Redis; prefix: string; limits: RateLimits } | null;
}

// Refused before the body is read: a forged or anonymous request should not get to upload megabytes first.
const memberOnly: RequestHandler = (_req, res, next) => {
  const auth = authOf(res);
  if (!auth.csrfOk) return sendError(res, invalidCsrf());
  if (auth.actor.kind !== 'user') return sendError(res, unauthorized());
  next();
};

const bodyRefused: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, next) => {
  if (err.type === 'entity.too.large') return sendError(res, new AppError(413, 'PAYLOAD_TOO_LARGE', FILE_TOO_LARGE));
  if (err.status && err.status < 500) return sendError(res, badInput(NO_FILE));
  next(err);
};

/** `skip=3,17`: entries (by index) the member unticked in the preview. */
function skipped(value: unknown): Set<number> {
  if (typeof value !== 'string' || value === '') return new Set();
  if (!/^\d{1,6}(,\d{1,6}){0,9999}$/.test(value)) throw badInput('skip must be entry numbers separated by commas.');
  return new Set(value.split(',').map(Number));
}

const handle =
  (work: (req: express.Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    work(req, res).catch((err: unknown) => (err instanceof AppError ? sendError(res, err) : next(err)));
  };

/**
 * POST /api/import/myanimelist/preview: the raw bytes of a MyAnimeList export (.xml or .xml.gz) in, the preview
 * out (ImportPreview), nothing written. POST /api/import/myanimelist?hash=<fileHash>&skip=<indices>: the same file
 * again; its matched entries (less the skipped ones) go to ImportMediaList as one command, which writes only what
 * differs, so the same file twice changes nothing.
 */
export function importRoute(deps: ImportDeps): Router {
  const router = Router();
  const limited = deps.rateLimit ? [importRateLimit(deps.rateLimit.redis, deps.rateLimit.prefix, deps.rateLimit.limits)] : [];
  const body = [memberOnly, ...limited, express.raw({ type: () => true, limit: IMPORT_UPLOAD_LIMIT }), bodyRefused];
  const fileOf = (req: express.Request) => readImportFile(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

  router.post(
    IMPORT_PREVIEW_PATH,
    ...body,
    handle(async (req, res) => {
      const userId = (authOf(res).actor as { id: number }).id;
      const { preview } = await prepareImport(deps.db, userId, await fileOf(req));
      res
        .set('Cache-Control', 'no-store')
        .type('json')
        .send(await jsonInTurns(preview, ['matched', 'unmatched']));
    }),
  );

  router.post(
    IMPORT_PATH,
    ...body,
    handle(async (req, res) => {
      const auth = authOf(res);
      const userId = (auth.actor as { id: number }).id;
      const skip = skipped(req.query.skip);
      const file = await fileOf(req);
      if (typeof req.query.hash === 'string' && req.query.hash !== file.hash) throw badInput(FILE_CHANGED);
      const { preview, entries } = await prepareImport(deps.db, userId, file);
      const chosen = preview.matched.filter((m) => !skip.has(m.index));
      if (preview.matched.length === 0) throw badInput(NOTHING_TO_IMPORT);
      // Sent even when nothing differs: the decider then records only the import itself, once per file.
      if (chosen.length) {
        await deps.forwarderFor(auth, String(req.id)).send(
          'ImportMediaList',
          {
            source: 'MYANIMELIST',
            fileHash: file.hash,
            entries: chosen.map((m) => entries.get(m.index)!),
          },
          { projections: ['lists'] },
        );
      }
      const result: ImportResult = {
        created: chosen.filter((m) => m.action === 'CREATE').length,
        updated: chosen.filter((m) => m.action === 'UPDATE').length,
        unchanged: chosen.filter((m) => m.action === 'UNCHANGED').length,
        skipped: preview.matched.length - chosen.length,
        unmatched: preview.unmatched.length,
      };
      res.set('Cache-Control', 'no-store').json(result);
    }),
  );
  return router;
}
