import { z } from 'zod';
import type { Actor } from '@tsuzuki/events';
import { ValidationError } from '../errors.ts';

const ActorHeader = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('guest') }),
  z.object({ kind: z.literal('system') }),
  z.object({
    kind: z.literal('user'),
    id: z.number().int().positive(),
    moderatorRoles: z.array(z.string()).default([]),
    donatorTier: z.number().int().min(0).default(0),
  }),
]);

/** The x-actor header, set by the query-service (a trusted caller); absent means a guest. */
export function parseActor(header: string | undefined): Actor {
  if (header === undefined || header === '') return { kind: 'guest' };
  let json: unknown;
  try {
    json = JSON.parse(header);
  } catch {
    throw new ValidationError({ 'x-actor': ['must be JSON'] }, 'Invalid x-actor header.');
  }
  const parsed = ActorHeader.safeParse(json);
  if (!parsed.success) {
    throw new ValidationError({ 'x-actor': parsed.error.issues.map((i) => i.message) }, 'Invalid x-actor header.');
  }
  return parsed.data;
}
