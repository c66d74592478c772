import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Actor } from '@tsuzuki/events';
import express, { Router, type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { authOf } from '../accounts/requestAuth.ts';
import type { CommandForwarder } from '../commands/forward.ts';
import { AppError, invalidCsrf, unauthorized } from '../http/errors.ts';
import { uploadImageType } from './imageCheck.ts';

export const INVALID_IMAGE = 'Invalid image format';
export const UNPREPARED_IMAGE = 'Failed to prepare image for uploading';
const MB = 1024 * 1024;
/** Avatars up to 2 MB, banners up to 6 MB (accounts brief). */
export const UPLOAD_LIMITS = { avatar: 2 * MB, banner: 6 * MB } as const;
type UploadKind = keyof typeof UPLOAD_LIMITS;

export interface UploadDeps {
  uploadDir: string;
  forwarderFor: (actor: Actor, requestId: string) => CommandForwarder;
}

/** Upload failures in the GraphQL error shape, so the client reads them the way it reads every other error. */
function sendError(res: Response, err: AppError): void {
  res.status(err.status).json({
    errors: [{ message: err.message, status: err.status, ...(err.validation ? { validation: err.validation } : {}), extensions: { code: err.code } }],
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
 * POST /api/upload/avatar and /api/upload/banner: the raw bytes of a JPEG or PNG. The file is stored under
 * a content-derived name (so /uploads can be cached for good), then the profile points at it.
 */
export function uploadRoute(deps: UploadDeps): Router {
  const router = Router();
  for (const kind of Object.keys(UPLOAD_LIMITS) as UploadKind[]) {
    router.post(
      `/api/upload/${kind}`,
      allowed,
      express.raw({ type: () => true, limit: UPLOAD_LIMITS[kind] }),
      bodyRefused,
      (async (req, res, next) => {
        try {
          const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          if (!bytes.length) return sendError(res, new AppError(400, 'BAD_USER_INPUT', UNPREPARED_IMAGE));
          const type = uploadImageType(bytes);
          if (!type) return sendError(res, new AppError(400, 'BAD_USER_INPUT', INVALID_IMAGE));
          const auth = authOf(res);
          const userId = (auth.actor as { id: number }).id;
          const url = await store(deps.uploadDir, `${kind}-${userId}-${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${type}`, bytes);
          const changes = kind === 'avatar' ? { avatar: { large: url, medium: url } } : { bannerImage: url };
          await deps.forwarderFor(auth.actor, String(req.id)).send('UpdateUserProfile', changes, { projections: ['users'] });
          res.json(changes);
        } catch (err) {
          if (err instanceof AppError) return sendError(res, err);
          next(err);
        }
      }) satisfies RequestHandler,
    );
  }
  return router;
}

async function store(dir: string, file: string, bytes: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  // Written aside and renamed, so a reader never sees half a file under the final name.
  const temp = path.join(dir, `.${file}.${process.pid}.tmp`);
  await writeFile(temp, bytes);
  await rename(temp, path.join(dir, file));
  return `/uploads/${file}`;
}

/** GET /uploads/<file>: uploaded images, immutable under their content-derived names. */
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
