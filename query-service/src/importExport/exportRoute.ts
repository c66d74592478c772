import { EXPORT_PATH } from '@tsuzuki/events/listImport';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../accounts/requestAuth.ts';
import type { Queryable } from '../db/queryable.ts';
import { AppError, badInput, notFound, sendError, unauthorized } from '../http/errors.ts';
import { RYW_TIMEOUT_MESSAGE } from '../commands/forward.ts';
import { readExport } from './exportData.ts';
import { exportCsv, exportJson } from './exportFormats.ts';
import { exportAniListJson } from './anilistExport.ts';
import { exportMalXml } from './malExport.ts';

const FORMATS = {
  json: { type: 'application/json; charset=utf-8', extension: 'json' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  mal: { type: 'application/xml; charset=utf-8', extension: 'xml' },
  anilist: { type: 'application/json; charset=utf-8', extension: 'json' },
} as const;

/** "2026-11-23", for file names. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * GET /api/export/json, /api/export/csv, /api/export/mal?type=ANIME|MANGA and /api/export/anilist (AniList's
 * MediaListCollection JSON, anilistExport.ts): the signed-in member's own lists
 * as a download, private entries and notes included. Only one's own: an export is the member taking their data
 * with them. Another member's public list stays readable through the API, within its cost and rate limits, which
 * a one-request download of anyone's whole history would sidestep.
 */
export function exportRoute(db: Queryable, clock: () => Date = () => new Date()): Router {
  const router = Router();
  const handler: RequestHandler = (req, res, next) => {
    const format = req.params.format as keyof typeof FORMATS;
    if (!Object.hasOwn(FORMATS, format)) return sendError(res, notFound());
    const { actor } = authOf(res);
    if (actor.kind !== 'user') return sendError(res, unauthorized());
    const type = req.query.type ?? 'ANIME';
    if (format === 'mal' && type !== 'ANIME' && type !== 'MANGA') return sendError(res, badInput('type must be ANIME or MANGA.'));
    void readExport(db, actor.id)
      .then((data) => {
        // Signed in, but the member's row is not in the read model yet: retry shortly, as Viewer answers.
        if (!data) throw new AppError(503, 'RYW_TIMEOUT', RYW_TIMEOUT_MESSAGE);
        const now = clock();
        const body =
          format === 'json'
            ? exportJson(data, now)
            : format === 'csv'
              ? exportCsv(data)
              : format === 'anilist'
                ? exportAniListJson(data)
                : exportMalXml(data, type as 'ANIME' | 'MANGA');
        const kind = format === 'mal' ? `${String(type).toLowerCase()}list-myanimelist` : format === 'anilist' ? 'lists-anilist' : 'lists';
        const name = `${data.user.name}-${kind}-${day(now)}.${FORMATS[format].extension}`;
        res
          .set({
            'Content-Type': FORMATS[format].type,
            'Content-Disposition': `attachment; filename="${name}"`,
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          })
          .send(body);
      })
      .catch((err: unknown) => (err instanceof AppError ? sendError(res, err) : next(err)));
  };
  router.get(`${EXPORT_PATH}/:format`, handler);
  return router;
}
