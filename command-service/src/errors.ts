import { ZodError } from 'zod';
import { WrongExpectedVersionError } from '@tsuzuki/event-store';
import type { Problem, ProblemCode, RefusalCode } from '@tsuzuki/events/commands';
import { useReadableValidationMessages } from '@tsuzuki/events/validationMessages';

// Every field message a person may read is a sentence of the site's, not a zod text.
useReadableValidationMessages();

// The problem body's shape and codes are shared with the query-service that reads them (events/src/commands/result.ts).
export type { Problem, ProblemCode };

/** An expected refusal: its code, HTTP status and the message the person sees. */
export class DomainError extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(
    readonly validation: Record<string, string[]>,
    message = 'Validation failed.',
  ) {
    super('VALIDATION', 400, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthorized.') {
    super('UNAUTHORIZED', 401, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden.') {
    super('FORBIDDEN', 403, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', 404, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', 409, message);
  }
}

/** Both attempts of a command met a concurrent change of the same stream. */
export const CONCURRENT_CHANGE = 'This item was changed at the same time, please try again.';

/** Zod issues as a field map: "title.romaji" → messages. Issues on the value itself go under `root`. */
export function validationMap(error: ZodError, root = 'payload'): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : root;
    (map[key] ??= []).push(issue.message);
  }
  return map;
}

/** The one place where any failure becomes the HTTP problem body. Unexpected failures say nothing more. */
export function toProblem(err: unknown): Problem {
  if (err instanceof ValidationError) {
    return { status: err.status, code: err.code, message: err.message, validation: err.validation };
  }
  if (err instanceof DomainError) return { status: err.status, code: err.code, message: err.message };
  if (err instanceof ZodError) return toProblem(new ValidationError(validationMap(err)));
  if (err instanceof WrongExpectedVersionError) return toProblem(new ConflictError(CONCURRENT_CHANGE));
  // express.json() refusals (broken JSON, body too large) carry a client status and `expose`.
  const http = err as { status?: number; expose?: boolean; type?: string };
  if (http && http.expose && typeof http.status === 'number' && http.status >= 400 && http.status < 500) {
    const message = http.type === 'entity.parse.failed' ? 'Invalid JSON body.' : 'Invalid request body.';
    return { status: 400, code: 'VALIDATION', message, validation: { body: [message] } };
  }
  return { status: 500, code: 'INTERNAL', message: 'Internal Server Error' };
}
