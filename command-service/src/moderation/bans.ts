import { LRUCache } from 'lru-cache';
import { memberModerationStream, type Actor } from '@tsuzuki/events';
import { type EventStore } from '@tsuzuki/event-store';
import { bannedMessage } from '@tsuzuki/events/moderationRules';
import { ForbiddenError } from '../errors.ts';
import type { ActorGate } from '../framework/handler.ts';
import { banInForce, evolveMemberModeration, initialMemberModerationState, type MemberModerationState } from './member/memberModeration.ts';

/** A banned member's every command is refused with this (403), until the ban ends or is lifted. */
export class BannedError extends ForbiddenError {}

/**
 * The ban check the handler runs before each command of a member (ADR 21): the member's `moderation-<id>` stream
 * folded, kept per process and read on from where it was left, so a check is one indexed read that usually finds
 * nothing new. Reading the stream every time (no expiry-based caching) lets a ban given through another process stop
 * the member's very next command.
 */
export class BanCheck implements ActorGate {
  private readonly folds = new LRUCache<number, { version: bigint; state: MemberModerationState }>({ max: 20_000 });

  constructor(private readonly store: Pick<EventStore, 'readStream'>) {}

  async check(actor: Actor, at: Date): Promise<void> {
    if (actor.kind !== 'user') return;
    const ban = banInForce((await this.stateOf(actor.id)).ban, at);
    if (ban) throw new BannedError(bannedMessage(ban));
  }

  async stateOf(userId: number): Promise<MemberModerationState> {
    const cached = this.folds.get(userId);
    const read = await this.store.readStream(memberModerationStream(userId), cached?.version);
    if (read.events.length === 0) return cached?.state ?? initialMemberModerationState;
    const state = read.events.reduce((s, e) => evolveMemberModeration(s, e), cached?.state ?? initialMemberModerationState);
    const current = this.folds.get(userId);
    if (!current || current.version < read.version) this.folds.set(userId, { version: read.version, state });
    return state;
  }
}
