import { userStream, type Actor } from '@tsuzuki/events';
import { UnauthorizedError } from '../../errors.ts';
import { evolveUser, initialUserState } from '../user/user.ts';
import type { AuthContext } from './context.ts';
import { TokenInput, parseBody } from './inputs.ts';
import { findSession, revokeSession } from './tables.ts';

/** AniList's answer to a stale token; the query-service passes it on for Viewer. */
export const INVALID_SESSION = 'Invalid token';

/** The actor behind a session cookie. */
export async function lookupSession(
  ctx: AuthContext,
  body: unknown,
): Promise<{ actor: Extract<Actor, { kind: 'user' }>; expiresAt: string }> {
  const { token } = parseBody(TokenInput, body);
  const session = await findSession(ctx.pool, token, ctx.clock());
  if (!session) throw new UnauthorizedError(INVALID_SESSION);
  const member = await memberOf(ctx, session.userId);
  if (!member) throw new UnauthorizedError(INVALID_SESSION);
  return { actor: member.actor, expiresAt: session.expiresAt };
}

/**
 * The member behind a session or an API token, with their name. Roles and donator tier come from the user's own
 * stream (the source of truth), not a read model, so a role change counts from the next lookup.
 */
export async function memberOf(
  ctx: Pick<AuthContext, 'store'>,
  userId: number,
): Promise<{ actor: Extract<Actor, { kind: 'user' }>; name: string } | null> {
  const { events } = await ctx.store.readStream(userStream(userId));
  const user = events.reduce((state, e) => evolveUser(state, e), initialUserState);
  if (!user.exists) return null;
  return { actor: { kind: 'user', id: user.userId, moderatorRoles: user.moderatorRoles, donatorTier: user.donatorTier }, name: user.name };
}

/** Revokes the session; an unknown or already revoked token is fine (logging out twice is not an error). */
export async function logout(ctx: AuthContext, body: unknown): Promise<{ ok: true }> {
  const { token } = parseBody(TokenInput, body);
  await revokeSession(ctx.pool, token, ctx.clock());
  return { ok: true };
}
