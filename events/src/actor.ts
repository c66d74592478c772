// Who issues a command. The query-service sets it in the trusted x-actor header; importers run as system.
export type Actor = { kind: 'guest' } | { kind: 'system' } | { kind: 'user'; id: number; moderatorRoles: string[]; donatorTier: number };

export const ACTOR_HEADER = 'x-actor';
/** Shared secret between services: only holders may call the command-service or act as system. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const REQUEST_ID_HEADER = 'x-request-id';

export const actorId = (actor: Actor): number | null => (actor.kind === 'user' ? actor.id : null);
