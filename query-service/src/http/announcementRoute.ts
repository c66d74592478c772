import { ANNOUNCEMENT_PATHS } from '@tsuzuki/web/announcementPaths';
import { Router } from 'express';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';

/** How long a browser or a cache in between may keep the answer: a scheduled one shows within a minute of its start. */
const MAX_AGE_S = 60;

/**
 * GET /announcement.json (core §3 "Announcement": id, message, forumPath, expireAt; §7: asked with a date key as its
 * query, which this ignores): the announcement in force, the latest started if several; when there is none, an empty
 * object, which the banner reads as "nothing to announce" (it has no id). Not a 404: a browser writes every failed
 * resource into the page's console, and a home page without an announcement is not an error. The same at the proxy
 * address the client retries (ADR 74), never kept by a cache: the retry is for when the cached address failed.
 */
export function announcementRoute(db: Queryable): Router {
  const router = Router();
  router.get([ANNOUNCEMENT_PATHS.cdn, ANNOUNCEMENT_PATHS.proxy], async (req, res, next) => {
    try {
      const now = Math.floor(Date.now() / 1000);
      const { rows } = await db.query<{ id: number; message: string; forum_path: string | null; expires_at: number | null }>(
        `SELECT id, message, forum_path, expires_at FROM ${T.announcements}
         WHERE starts_at <= $1 AND (expires_at IS NULL OR expires_at > $1) ORDER BY starts_at DESC, id DESC LIMIT 1`,
        [now],
      );
      const found = rows[0];
      res.set('Cache-Control', req.path === ANNOUNCEMENT_PATHS.proxy ? 'no-store' : `public, max-age=${MAX_AGE_S}`);
      if (!found) {
        res.json({});
        return;
      }
      // expireAt in unix seconds, as the API's other moments; the banner reads seconds or milliseconds.
      res.json({ id: String(found.id), message: found.message, forumPath: found.forum_path, expireAt: found.expires_at });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
