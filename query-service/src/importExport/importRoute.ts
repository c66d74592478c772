import { IMPORT_PATHS, type ImportPreview, type ImportResult, type ImportSource } from '@tsuzuki/events/listImport';
import { LIST_LIMITS, type MediaListOptions } from '@tsuzuki/events';
import express, { Router, type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import type { Redis } from 'ioredis';
import { authOf, type RequestAuth } from '../accounts/requestAuth.ts';
import type { CommandForwarder } from '../commands/forward.ts';
import type { Queryable } from '../db/queryable.ts';
import { AppError, badInput, invalidCsrf, sendError, unauthorized } from '../http/errors.ts';
import type { RateLimits } from '../http/rateLimit.ts';
import { FILE_TOO_LARGE, IMPORT_UPLOAD_LIMIT, noFileMessage, readImportFile } from './importFile.ts';
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

const bodyRefused =
  (source: ImportSource): ErrorRequestHandler =>
  (err: { type?: string; status?: number }, _req, res, next) => {
    if (err.type === 'entity.too.large') return sendError(res, new AppError(413, 'PAYLOAD_TOO_LARGE', FILE_TOO_LARGE));
    if (err.status && err.status < 500) return sendError(res, badInput(noFileMessage(source)));
    next(err);
  };

/**
 * UpdateUser's list settings that add the custom lists and advanced scoring names an AniList file uses and the
 * member lacks (advanced scoring turned on with its first names), or null when none are missing. Sent before the
 * import, whose entries may only be on the member's own lists.
 */
function listSettingsFor(added: ImportPreview['newListOptions'], options: MediaListOptions): Record<string, unknown> | null {
  if (added.length === 0) return null;
  const settings: Record<string, unknown> = {};
  for (const { type, customLists, advancedScoring } of added) {
    const key = type === 'ANIME' ? 'animeList' : 'mangaList';
    const has = options[key];
    settings[key] = {
      customLists: [...has.customLists, ...customLists].slice(0, LIST_LIMITS.customLists),
      advancedScoring: [...has.advancedScoring, ...advancedScoring].slice(0, LIST_LIMITS.advancedScores),
      advancedScoringEnabled: has.advancedScoringEnabled || advancedScoring.length > 0,
    };
  }
  return settings;
}

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
 * differs, so the same file twice changes nothing. /api/import/anilist/preview and /api/import/anilist: the same
 * for an AniList JSON export (anilistJson.ts), whose custom lists and advanced scoring names the member lacks are
 * added to their settings (UpdateUser) before the import.
 */
export function importRoute(deps: ImportDeps): Router {
  const router = Router();
  const limited = deps.rateLimit ? [importRateLimit(deps.rateLimit.redis, deps.rateLimit.prefix, deps.rateLimit.limits)] : [];
  for (const source of Object.keys(IMPORT_PATHS) as ImportSource[]) routesOf(router, deps, source, limited);
  return router;
}

function routesOf(router: Router, deps: ImportDeps, source: ImportSource, limited: RequestHandler[]): void {
  const paths = IMPORT_PATHS[source];
  const body = [memberOnly, ...limited, express.raw({ type: () => true, limit: IMPORT_UPLOAD_LIMIT }), bodyRefused(source)];
  const fileOf = (req: express.Request) => readImportFile(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), source);

  router.post(
    paths.preview,
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
    paths.import,
    ...body,
    handle(async (req, res) => {
      const auth = authOf(res);
      const userId = (auth.actor as { id: number }).id;
      const skip = skipped(req.query.skip);
      const file = await fileOf(req);
      if (typeof req.query.hash === 'string' && req.query.hash !== file.hash) throw badInput(FILE_CHANGED);
      const { preview, entries, options } = await prepareImport(deps.db, userId, file);
      const chosen = preview.matched.filter((m) => !skip.has(m.index));
      if (preview.matched.length === 0) throw badInput(NOTHING_TO_IMPORT);
      // Sent even when nothing differs: the decider then records only the import itself, once per file.
      if (chosen.length) {
        const forwarder = deps.forwarderFor(auth, String(req.id));
        const settings = listSettingsFor(preview.newListOptions, options);
        if (settings) await forwarder.send('UpdateUser', settings, { projections: ['users'] });
        await forwarder.send(
          'ImportMediaList',
          {
            source,
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
}
