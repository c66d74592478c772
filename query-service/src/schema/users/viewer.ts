import type { Context } from '../../context.ts';
import { RYW_TIMEOUT_MESSAGE } from '../../commands/forward.ts';
import { AppError, invalidToken, unauthorized } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import type { UserRow } from './rows.ts';

/**
 * The logged-in user's row. Without a live session: 401 "Invalid token", on which AniList clients (and ours)
 * drop their stored login. A session whose user the read model does not show yet (a sign-up a moment ago, a
 * rebuild) is not a logout: it answers a retryable 503 instead.
 */
export async function viewerRow(ctx: Context): Promise<UserRow> {
  if (ctx.actor.kind !== 'user') throw invalidToken();
  const row = await userById(ctx).load(ctx.actor.id);
  if (!row) throw new AppError(503, 'RYW_TIMEOUT', RYW_TIMEOUT_MESSAGE);
  return row;
}

/** The viewer's user id, for mutations; guests get AniList's 401. */
export function viewerId(ctx: Context): number {
  if (ctx.actor.kind !== 'user') throw unauthorized();
  return ctx.actor.id;
}
