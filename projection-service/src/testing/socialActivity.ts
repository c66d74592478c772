import { activityStream, socialStream, type DomainEvent } from '@tsuzuki/events';
import { seededRandom } from './listActivity.ts';

// Members' social life as the command path writes it (only what the deciders allow: likes toggle, replies to
// live activities, a block ends the blocker's follow, nothing passes a block...), generated without the
// command-service, for the projection tests (thousands of random events, checked against this model) and the social
// catch-up benchmark.

interface Activity {
  owner: number;
  writer: number | null;
  deleted: boolean;
  likes: Set<number>;
  subs: Map<number, boolean>;
  replies: Map<number, { author: number; likes: Set<number> }>;
}

export interface SocialAppend {
  stream: string;
  events: DomainEvent[];
}

/** One recipient's notification as the rules give it: type and the cause's key (social §3). */
export type ExpectedNotification = `${number} ${string} ${string}`;

export class SocialWorld {
  readonly activities = new Map<number, Activity>();
  /** Ids of the activities not deleted, for a pick in constant time (a million events must not walk them all). */
  private readonly liveIds: number[] = [];
  private readonly liveAt = new Map<number, number>();
  readonly follows = new Set<string>();
  readonly blocks = new Set<string>();
  /** "user type key" of every notification that should exist now. */
  readonly notifications = new Set<ExpectedNotification>();
  private nextActivity: number;
  private nextReply: number;
  private readonly random: () => number;

  /** `track`: keep the expected notifications (the tests); off for the catch-up benchmark's million events. */
  constructor(
    private readonly users: number,
    seed: number,
    firstId = 1,
    private readonly track = true,
  ) {
    this.random = seededRandom(seed);
    this.nextActivity = firstId;
    this.nextReply = firstId;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  private user(): number {
    return 1 + Math.floor(this.random() * this.users);
  }
  private add(id: number, a: Activity): void {
    this.activities.set(id, a);
    this.liveAt.set(id, this.liveIds.length);
    this.liveIds.push(id);
  }
  private remove(id: number): void {
    const at = this.liveAt.get(id)!;
    const last = this.liveIds.pop()!;
    if (last !== id) {
      this.liveIds[at] = last;
      this.liveAt.set(last, at);
    }
    this.liveAt.delete(id);
  }
  private blocked(by: number, who: number): boolean {
    return this.blocks.has(`${by}:${who}`);
  }
  /** A block stands between the two, whoever made it (ADR 26). */
  private apart(a: number, b: number): boolean {
    return this.blocked(a, b) || this.blocked(b, a);
  }
  /** Whether `actor` may reach the activity's owner and writer (replies, likes, subscriptions). */
  private reaches(a: Activity, actor: number): boolean {
    return [a.owner, a.writer].every((p) => p === null || p === actor || !this.apart(p, actor));
  }
  private note(user: number, type: string, key: string, actor: number | null, on = true): void {
    if (actor === user || !this.track) return;
    if (on && actor !== null && this.apart(user, actor)) return;
    const entry = `${user} ${type} ${key}` as ExpectedNotification;
    if (on) this.notifications.add(entry);
    else this.notifications.delete(entry);
  }
  private subscribed(a: Activity, user: number): boolean {
    return a.subs.get(user) ?? (user === a.owner || user === a.writer);
  }

  /** The next valid command's events, or null when the dice named something the rules refuse. */
  next(): SocialAppend | null {
    const roll = this.random();
    const actor = this.user();
    if (roll < 0.15 || this.liveIds.length === 0) {
      const id = this.nextActivity++;
      const mentions = this.random() < 0.3 ? [this.user()].filter((u) => u !== actor) : [];
      this.add(id, { owner: actor, writer: null, deleted: false, likes: new Set(), subs: new Map(), replies: new Map() });
      for (const m of mentions) this.note(m, 'ACTIVITY_MENTION', `mention:${id}:0`, actor);
      return {
        stream: activityStream(id),
        events: [{ type: 'TextActivityPosted', data: { activityId: id, userId: actor, text: `Status ${id}`, mentions } }],
      };
    }
    if (roll < 0.22) {
      const to = this.user();
      if (to === actor || this.apart(to, actor)) return null;
      const id = this.nextActivity++;
      this.add(id, { owner: to, writer: actor, deleted: false, likes: new Set(), subs: new Map(), replies: new Map() });
      this.note(to, 'ACTIVITY_MESSAGE', `message:${id}`, actor);
      return {
        stream: activityStream(id),
        events: [
          {
            type: 'MessageActivitySent',
            data: {
              activityId: id,
              messengerId: actor,
              recipientId: to,
              text: `Hello ${to}`,
              isPrivate: this.random() < 0.2,
              mentions: [],
            },
          },
        ],
      };
    }
    const id = this.pick(this.liveIds);
    const a = this.activities.get(id)!;
    const about = { activityId: id, ownerId: a.owner };
    const author = a.writer ?? a.owner;
    if (roll < 0.45) {
      if (a.likes.has(actor)) {
        a.likes.delete(actor);
        this.note(author, 'ACTIVITY_LIKE', `like:${id}:${actor}`, actor, false);
        return { stream: activityStream(id), events: [{ type: 'ActivityUnliked', data: { ...about, userId: actor } }] };
      }
      if (!this.reaches(a, actor)) return null;
      a.likes.add(actor);
      this.note(author, 'ACTIVITY_LIKE', `like:${id}:${actor}`, actor);
      return { stream: activityStream(id), events: [{ type: 'ActivityLiked', data: { ...about, userId: actor } }] };
    }
    if (roll < 0.65) {
      if (!this.reaches(a, actor)) return null;
      const replyId = this.nextReply++;
      const key = `reply:${replyId}`;
      if (this.subscribed(a, a.owner)) this.note(a.owner, 'ACTIVITY_REPLY', key, actor);
      for (const u of new Set([...a.subs.keys(), a.writer])) {
        if (u !== null && u !== a.owner && this.subscribed(a, u)) this.note(u, 'ACTIVITY_REPLY_SUBSCRIBED', key, actor);
      }
      a.replies.set(replyId, { author: actor, likes: new Set() });
      const events: DomainEvent[] = [
        { type: 'ActivityReplyPosted', data: { ...about, replyId, userId: actor, text: `Reply ${replyId}`, mentions: [] } },
      ];
      if (!a.subs.has(actor) && !this.subscribed(a, actor)) {
        a.subs.set(actor, true);
        events.push({ type: 'ActivitySubscribed', data: { ...about, userId: actor } });
      }
      return { stream: activityStream(id), events };
    }
    if (roll < 0.75 && a.replies.size) {
      const [replyId, reply] = this.pick([...a.replies]);
      const data = { ...about, replyId, replyUserId: reply.author, userId: actor };
      const on = !reply.likes.has(actor);
      if (on && reply.author !== actor && this.apart(reply.author, actor)) return null;
      if (on) reply.likes.add(actor);
      else reply.likes.delete(actor);
      this.note(reply.author, 'ACTIVITY_REPLY_LIKE', `replylike:${replyId}:${actor}`, actor, on);
      return { stream: activityStream(id), events: [{ type: on ? 'ActivityReplyLiked' : 'ActivityReplyUnliked', data }] };
    }
    if (roll < 0.8 && a.replies.size) {
      const [replyId, reply] = this.pick([...a.replies]);
      a.replies.delete(replyId);
      if (this.track)
        for (const n of [...this.notifications]) {
          const key = n.split(' ')[2]!;
          if (key === `reply:${replyId}` || key.startsWith(`replylike:${replyId}:`)) this.notifications.delete(n);
        }
      return {
        stream: activityStream(id),
        events: [{ type: 'ActivityReplyDeleted', data: { ...about, replyId, userId: reply.author, deletedBy: reply.author } }],
      };
    }
    if (roll < 0.85) {
      const on = !this.subscribed(a, actor);
      if (on && !this.reaches(a, actor)) return null;
      a.subs.set(actor, on);
      return {
        stream: activityStream(id),
        events: [{ type: on ? 'ActivitySubscribed' : 'ActivityUnsubscribed', data: { ...about, userId: actor } }],
      };
    }
    if (roll < 0.87) {
      a.deleted = true;
      this.remove(id);
      if (this.track)
        for (const n of [...this.notifications]) {
          const key = n.split(' ')[2]!;
          const replies = [...a.replies.keys()];
          if (
            key === `message:${id}` ||
            key.startsWith(`like:${id}:`) ||
            key === `mention:${id}:0` ||
            replies.some((r) => key === `reply:${r}` || key.startsWith(`replylike:${r}:`))
          )
            this.notifications.delete(n);
        }
      return { stream: activityStream(id), events: [{ type: 'ActivityDeleted', data: { ...about, deletedBy: a.owner } }] };
    }
    const other = this.user();
    if (other === actor) return null;
    const pair = { userId: actor, otherId: other };
    const key = `${actor}:${other}`;
    if (roll < 0.97) {
      if (this.follows.has(key)) {
        this.follows.delete(key);
        return { stream: socialStream(actor), events: [{ type: 'UserUnfollowed', data: pair }] };
      }
      if (this.blocked(other, actor)) return null;
      const events: DomainEvent[] = [];
      if (this.blocks.delete(key)) events.push({ type: 'UserUnblocked', data: pair });
      this.follows.add(key);
      this.note(other, 'FOLLOWING', `follow:${actor}`, actor);
      return { stream: socialStream(actor), events: [...events, { type: 'UserFollowed', data: pair }] };
    }
    if (this.blocks.has(key)) {
      this.blocks.delete(key);
      return { stream: socialStream(actor), events: [{ type: 'UserUnblocked', data: pair }] };
    }
    const events: DomainEvent[] = [];
    if (this.follows.delete(key)) events.push({ type: 'UserUnfollowed', data: pair });
    this.blocks.add(key);
    return { stream: socialStream(actor), events: [...events, { type: 'UserBlocked', data: pair }] };
  }
}
