import { ForbiddenError } from '../../errors.ts';
import type { Party } from '../parties.ts';

export const BLOCK_MESSAGES = {
  /** What every refusal of a blocked member has always said (ADR 15). */
  blocked: 'This user has blocked you.',
  blocking: 'You have blocked this user.',
} as const;

/**
 * A block stands between two members whoever made it (ADR 26): neither reaches the other, their content or their
 * space (a message, a reply to or subscription of their activity, a comment in their thread or under their comment,
 * a like, a vote on their review). Taking something back, one's own content and reports stay open; a follow lifts
 * one's own block instead (social/graph/decide.ts). Refuses the actor when a block stands between them and any of
 * `members` (null, and the actor themselves, pass).
 */
export function refuseAcrossBlock(
  actorId: number,
  members: readonly (number | null | undefined)[],
  parties: ReadonlyMap<number, Party>,
): void {
  for (const id of members) {
    if (id === null || id === undefined || id === actorId) continue;
    const party = parties.get(id);
    if (party?.blocksActor) throw new ForbiddenError(BLOCK_MESSAGES.blocked);
    if (party?.blockedByActor) throw new ForbiddenError(BLOCK_MESSAGES.blocking);
  }
}
