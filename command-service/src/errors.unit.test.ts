import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WrongExpectedVersionError } from '@tsuzuki/event-store';
import {
  CONCURRENT_CHANGE,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  toProblem,
} from './errors.ts';

describe('toProblem', () => {
  it('turns domain errors into their status, code and message', () => {
    expect(toProblem(new UnauthorizedError())).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized.' });
    expect(toProblem(new ForbiddenError())).toEqual({ status: 403, code: 'FORBIDDEN', message: 'Forbidden.' });
    expect(toProblem(new NotFoundError('Media not found.'))).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Media not found.' });
    expect(toProblem(new ConflictError('Media already exists.'))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Media already exists.',
    });
    expect(toProblem(new ValidationError({ name: ['Too short'] }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Validation failed.',
      validation: { name: ['Too short'] },
    });
  });

  it('maps a ZodError to VALIDATION with messages per field path', () => {
    const schema = z.object({ title: z.object({ romaji: z.string().min(1) }), tags: z.array(z.number()) });
    const result = schema.safeParse({ title: { romaji: '' }, tags: [1, 'x'] });
    const problem = toProblem(result.error);
    expect(problem).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(Object.keys(problem.validation!)).toEqual(['title.romaji', 'tags.1']);
    expect(toProblem(z.string().safeParse(1).error).validation).toHaveProperty('payload');
  });

  it('maps a version conflict to 409 and hides everything unexpected', () => {
    expect(toProblem(new WrongExpectedVersionError('media-1', 0n, 1n))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: CONCURRENT_CHANGE,
    });
    expect(toProblem(new Error('connection refused to 10.0.0.7'))).toEqual({
      status: 500,
      code: 'INTERNAL',
      message: 'Internal Server Error',
    });
    expect(toProblem(null)).toEqual({ status: 500, code: 'INTERNAL', message: 'Internal Server Error' });
  });
});
