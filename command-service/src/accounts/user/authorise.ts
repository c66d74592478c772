import type { Actor } from '@tsuzuki/events';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';

/**
 * A member changes only their own account: the target is the actor's id, and naming another user is refused.
 * The system actor (importers, the seed) names the user in the payload.
 */
export function authoriseOwnAccount(actor: Actor, payload: { userId?: number }): void {
  if (actor.kind === 'system') return;
  if (actor.kind === 'guest') throw new UnauthorizedError();
  if (payload.userId !== undefined && payload.userId !== actor.id) throw new ForbiddenError();
}

/** Roles and donator tiers are granted by an admin (a RETIRED admin holds no power) or the system. */
export function authoriseAdmin(actor: Actor): void {
  if (actor.kind === 'system') return;
  if (actor.kind === 'guest') throw new UnauthorizedError();
  if (!actor.moderatorRoles.includes('ADMIN') || actor.moderatorRoles.includes('RETIRED')) throw new ForbiddenError();
}

/** Sign-up runs only inside the command-service (the auth routes), never as a command over HTTP. */
export function authoriseSystem(actor: Actor): void {
  if (actor.kind === 'system') return;
  if (actor.kind === 'guest') throw new UnauthorizedError();
  throw new ForbiddenError();
}
