import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { authOf } from '../accounts/requestAuth.ts';
import { AppError, sendError } from '../http/errors.ts';
import { checkUpload } from './imageCheck.ts';
import { membersOnly } from './imageProxy.ts';
import { reencode, type Rendition } from './reencode.ts';
import { discard, fileNames, settle, writeUpload } from './uploadFiles.ts';
import { INVALID_IMAGE, UNPREPARED_IMAGE } from './uploadRoute.ts';

/** The markdown editor's largest upload, the same as a banner's. */
export const MARKDOWN_IMAGE_LIMIT = 6 * 1024 * 1024;

const refused = (message: string) => new AppError(400, 'BAD_USER_INPUT', message);

const bodyRefused: ErrorRequestHandler = (err: { status?: number }, _req, res, next) => {
  if (err.status && err.status < 500) return sendError(res, refused(UNPREPARED_IMAGE));
  next(err);
};

/**
 * POST /api/upload/image: an image for a member's markdown (the editor's upload helper, core §5 and §8). Checked and
 * re-encoded as avatars are (uploadRoute.ts: JPEG or PNG only, nothing of the file kept but its pixels), stored
 * under an unguessable name and answered with its address, which the editor writes into the text as img(...).
 * Nothing in the profile changes, so there is no command; the text that shows it is the member's own.
 */
export function markdownImageRoute(uploadDir: string): Router {
  const router = Router();
  router.post('/api/upload/image', membersOnly, express.raw({ type: () => true, limit: MARKDOWN_IMAGE_LIMIT }), bodyRefused, (async (
    req,
    res,
    next,
  ) => {
    try {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!bytes.length) return sendError(res, refused(UNPREPARED_IMAGE));
      const checked = await checkUpload('image', bytes);
      if (!checked.ok) return sendError(res, refused(checked.problem === 'dimensions' ? UNPREPARED_IMAGE : INVALID_IMAGE));
      let renditions: Rendition[];
      try {
        renditions = await reencode('image', bytes);
      } catch (err) {
        req.log.warn({ err }, 'markdown image could not be decoded');
        return sendError(res, refused(INVALID_IMAGE));
      }
      const files = fileNames('image', (authOf(res).actor as { id: number }).id, renditions);
      try {
        const [stored] = await writeUpload(uploadDir, files, renditions).catch(async (err: unknown) => {
          await discard(uploadDir, files).catch(() => {});
          throw err;
        });
        res.json({ url: stored!.url, width: renditions[0]!.width, height: renditions[0]!.height });
      } finally {
        settle(uploadDir, files);
      }
    } catch (err) {
      if (err instanceof AppError) return sendError(res, err);
      next(err);
    }
  }) satisfies RequestHandler);
  return router;
}
