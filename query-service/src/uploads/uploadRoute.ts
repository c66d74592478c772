import express, { Router, type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { authOf, type RequestAuth } from '../accounts/requestAuth.ts';
import { NOT_SAVED_MESSAGE, type CommandForwarder } from '../commands/forward.ts';
import { AppError, invalidCsrf, unauthorized } from '../http/errors.ts';
import { checkUpload, tooLargeImage, type UploadKind } from './imageCheck.ts';
import { reencode, type Rendition } from './reencode.ts';
import { discard, fileNames, removeReplaced, settle, writeUpload } from './uploadFiles.ts';

export const INVALID_IMAGE = 'Invalid image format';
export const UNPREPARED_IMAGE = 'Failed to prepare image for uploading';
const MB = 1024 * 1024;
/** Avatars up to 2 MB, banners up to 6 MB (accounts brief). */
export const UPLOAD_LIMITS: Record<UploadKind, number> = { avatar: 2 * MB, banner: 6 * MB };

export interface UploadDeps {
  uploadDir: string;
  /** The forwarder acting for the request's member (and within their API token's scopes). */
  forwarderFor: (auth: RequestAuth, requestId: string) => CommandForwarder;
}

/** Upload failures in the GraphQL error shape, so the client reads them the way it reads every other error. */
function sendError(res: Response, err: AppError): void {
  res.status(err.status).json({
    errors: [
      {
        message: err.message,
        status: err.status,
        ...(err.validation ? { validation: err.validation } : {}),
        extensions: { code: err.code },
      },
    ],
  });
}

// Checked before the body is read: a refused request should not get to upload megabytes first.
const allowed: RequestHandler = (_req, res, next) => {
  const auth = authOf(res);
  if (!auth.csrfOk) return sendError(res, invalidCsrf());
  if (auth.actor.kind !== 'user') return sendError(res, unauthorized());
  next();
};

// express.raw refuses an oversized body before our handler runs; the person sees the spec's message.
const bodyRefused: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, next) => {
  if (err.type === 'entity.too.large') return sendError(res, new AppError(413, 'BAD_USER_INPUT', UNPREPARED_IMAGE));
  if (err.status && err.status < 500) return sendError(res, new AppError(400, 'BAD_USER_INPUT', UNPREPARED_IMAGE));
  next(err);
};

/**
 * The profile change was certainly not saved: the command-service refused it (a 4xx), or it could never be
 * reached. Anything else (a read-your-writes timeout, a connection lost mid-request, an unexpected answer) may
 * have saved it, so the new files stay.
 */
const certainlyNotSaved = (err: unknown) =>
  err instanceof AppError && (err.status < 500 || (err.code === 'UNAVAILABLE' && err.message === NOT_SAVED_MESSAGE));

/**
 * POST /api/upload/avatar and /api/upload/banner: the raw bytes of a JPEG or PNG. The header is checked
 * (format, dimensions) before anything is decoded; the image is then decoded and re-encoded at the sizes the
 * site shows (the uploaded bytes are never stored), written under new unguessable names (so /uploads can be
 * cached for good), and the profile is pointed at them. Once that change is saved, the member's previous
 * files of that kind are deleted.
 */
export function uploadRoute(deps: UploadDeps): Router {
  const router = Router();
  for (const kind of Object.keys(UPLOAD_LIMITS) as UploadKind[]) {
    router.post(`/api/upload/${kind}`, allowed, express.raw({ type: () => true, limit: UPLOAD_LIMITS[kind] }), bodyRefused, (async (
      req,
      res,
      next,
    ) => {
      try {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (!bytes.length) return sendError(res, new AppError(400, 'BAD_USER_INPUT', UNPREPARED_IMAGE));
        const checked = await checkUpload(kind, bytes);
        if (!checked.ok) {
          return sendError(
            res,
            new AppError(400, 'BAD_USER_INPUT', checked.problem === 'dimensions' ? tooLargeImage(kind) : INVALID_IMAGE),
          );
        }
        let renditions: Rendition[];
        try {
          renditions = await reencode(kind, bytes);
        } catch (err) {
          // A header that parses over pixel data that does not (truncated, corrupt).
          req.log.warn({ err }, 'uploaded image could not be decoded');
          return sendError(res, new AppError(400, 'BAD_USER_INPUT', INVALID_IMAGE));
        }
        const auth = authOf(res);
        const userId = (auth.actor as { id: number }).id;
        const files = fileNames(kind, userId, renditions);
        try {
          const stored = await writeUpload(deps.uploadDir, files, renditions).catch(async (err: unknown) => {
            await discard(deps.uploadDir, files).catch(() => {});
            throw err;
          });
          const url = (variant: Rendition['variant']) => stored.find((s) => s.variant === variant)!.url;
          const changes = kind === 'avatar' ? { avatar: { large: url('large'), medium: url('medium') } } : { bannerImage: url('') };
          try {
            await deps.forwarderFor(auth, String(req.id)).send('UpdateUserProfile', changes, { projections: ['users'] });
          } catch (err) {
            if (certainlyNotSaved(err)) {
              await discard(deps.uploadDir, files).catch((cause: unknown) =>
                req.log.warn({ err: cause }, 'files of a refused upload could not be deleted'),
              );
            }
            throw err;
          }
          // Saved: the previous files are no longer shown. A failure to delete them leaves litter, not an
          // error, and the member's next upload tries again.
          await removeReplaced(deps.uploadDir, kind, userId, files).catch((err: unknown) => {
            req.log.warn({ err }, 'replaced upload files could not be deleted');
          });
          res.json(changes);
        } finally {
          settle(deps.uploadDir, files);
        }
      } catch (err) {
        if (err instanceof AppError) return sendError(res, err);
        next(err);
      }
    }) satisfies RequestHandler);
  }
  return router;
}

/** GET /uploads/<file>: uploaded images, immutable under names that are never reused. */
export function uploadsStatic(uploadDir: string): Router {
  const router = Router();
  router.use(
    '/uploads',
    express.static(uploadDir, {
      index: false,
      dotfiles: 'ignore',
      immutable: true,
      maxAge: '1y',
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
    (_req, res) => {
      res.status(404).type('text/plain').send('Not Found');
    },
  );
  return router;
}
