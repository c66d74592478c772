import type { RequestAuth } from '../../accounts/requestAuth.ts';
import { canonicalJson } from './cache.ts';

/**
 * Whose answer a request gets, as the answer cache keys it (ADR 52). '' for a guest. For a member, everything of the
 * login an answer can depend on besides the read models it reads: the actor (id, moderator roles, donator tier) and,
 * for an app's token, the app and its scopes. Two requests with the same key get the same answer from the same rows,
 * so one member's answer is never served to anyone else. null: the answer may be neither served nor kept (the
 * services' own requests act as the system; a guest who sent a cookie or a header that named no live login is being
 * told so, which a kept guest's answer would not do).
 */
export function viewerKey(auth: Pick<RequestAuth, 'actor' | 'token'>, sentLogin: boolean): string | null {
  const { actor, token } = auth;
  if (actor.kind === 'guest') return sentLogin ? null : '';
  if (actor.kind !== 'user') return null;
  const app = token ? { clientId: token.clientId, scopes: [...token.scopes].sort() } : null;
  return canonicalJson({ id: actor.id, moderatorRoles: [...actor.moderatorRoles].sort(), donatorTier: actor.donatorTier, app });
}
