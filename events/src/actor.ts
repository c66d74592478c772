// Who issues a command. The query-service sets it in the trusted x-actor header; importers run as system.
export type Actor = { kind: 'guest' } | { kind: 'system' } | { kind: 'user'; id: number; moderatorRoles: string[]; donatorTier: number };

export const ACTOR_HEADER = 'x-actor';
/** Shared secret between services: only holders may call the command-service or act as system. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const REQUEST_ID_HEADER = 'x-request-id';

export const actorId = (actor: Actor): number | null => (actor.kind === 'user' ? actor.id : null);

/**
 * PostgreSQL channel on which the command-service's tables announce, with the commit, that a member's session or API
 * token ended (revoked, rotated, deleted), and its command bus that their roles or donator tier changed: the payload
 * is the member's id. Every query-service process caches whom
 * a secret stands for for a few seconds, and forgets the member's cached logins when it hears this (issue 23: a
 * logout or a revocation counts on every process at once). The triggers that send it name it too (auth/schema.sql).
 */
export const ACCESS_ENDED_CHANNEL = 'access_ended';
