import { commentTreeStream, threadStream, threadViewsStream, type DomainEvent } from '@tsuzuki/events';
import { seededRandom } from './listActivity.ts';
import type { ExpectedNotification } from './socialActivity.ts';

// Members' forum life as the command path writes it (only what the deciders allow: likes toggle, replies under live
// comments, members stay out of locked trees and threads, a deletion names its subtree), generated without the
// command-service, for the projection tests (thousands of random events, checked against this model).

export interface WorldThread {
  owner: number;
  deleted: boolean;
  locked: boolean;
  likes: Set<number>;
  /** The stored subscription of each member (a choice, or the author's and commenters' default). */
  subs: Map<number, boolean>;
  views: number;
  comments: Set<number>;
}
export interface WorldComment {
  threadId: number;
  rootId: number;
  parentId: number | null;
  author: number;
  likes: Set<number>;
}
export interface ForumAppend {
  stream: string;
  events: DomainEvent[];
  at: number;
}

/** The member who moderates: the only one who writes in locked trees and threads. */
export const FORUM_MOD = 1;

export class ForumWorld {
  readonly threads = new Map<number, WorldThread>();
  readonly comments = new Map<number, WorldComment>();
  readonly lockedTrees = new Set<number>();
  readonly notifications = new Set<ExpectedNotification>();
  private readonly commentThread = new Map<number, number>();
  private readonly reports = new Set<string>();
  private readonly live: number[] = [];
  private nextThread = 1;
  private nextComment = 1;
  private batches = 0;
  private clock = 0;
  private readonly random: () => number;

  constructor(
    private readonly users: number,
    seed: number,
  ) {
    this.random = seededRandom(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  private user(): number {
    return 1 + Math.floor(this.random() * this.users);
  }
  private note(user: number, type: string, key: string, actor: number, on = true): void {
    if (user === actor) return;
    const entry = `${user} ${type} ${key}` as ExpectedNotification;
    if (on) this.notifications.add(entry);
    else this.notifications.delete(entry);
  }
  private forget(matches: (key: string) => boolean): void {
    for (const n of [...this.notifications]) if (matches(n.split(' ')[2]!)) this.notifications.delete(n);
  }
  private out(stream: string, ...events: DomainEvent[]): ForumAppend {
    return { stream, events, at: ++this.clock };
  }

  /** The next valid command's events, or null when the dice named something the rules refuse. */
  next(): ForumAppend | null {
    const roll = this.random();
    let actor = this.user();
    if (roll < 0.08 || this.live.length === 0) {
      const id = this.nextThread++;
      this.threads.set(id, {
        owner: actor,
        deleted: false,
        locked: false,
        likes: new Set(),
        subs: new Map([[actor, true]]),
        views: 0,
        comments: new Set(),
      });
      this.live.push(id);
      return this.out(threadStream(id), {
        type: 'ThreadCreated',
        data: {
          threadId: id,
          userId: actor,
          title: `Thread ${id}`,
          body: `About ${id}`,
          categories: [1 + (id % 5)],
          mediaCategories: [],
          isSticky: false,
          isLocked: false,
        },
      });
    }
    const threadId = this.pick(this.live);
    const t = this.threads.get(threadId)!;
    const about = { threadId, ownerId: t.owner };
    const ids = [...t.comments];
    if (roll < 0.4) {
      const parentId = ids.length && this.random() < 0.6 ? this.pick(ids) : null;
      const parent = parentId === null ? null : this.comments.get(parentId)!;
      if (t.locked || (parent && this.lockedTrees.has(parent.rootId))) actor = FORUM_MOD;
      const id = this.nextComment++;
      const rootId = parent ? parent.rootId : id;
      const mentions = this.random() < 0.3 ? [this.user()].filter((u) => u !== actor) : [];
      const key = `comment:${id}`;
      if (parent) this.note(parent.author, 'THREAD_COMMENT_REPLY', key, actor);
      for (const [u, on] of t.subs) if (on && u !== parent?.author) this.note(u, 'THREAD_SUBSCRIBED', key, actor);
      for (const m of mentions) this.note(m, 'THREAD_COMMENT_MENTION', `tmention:${id}`, actor);
      if (!t.subs.has(actor)) t.subs.set(actor, true);
      this.comments.set(id, { threadId, rootId, parentId, author: actor, likes: new Set() });
      this.commentThread.set(id, threadId);
      t.comments.add(id);
      return this.out(commentTreeStream(rootId), {
        type: 'ThreadCommentPosted',
        data: {
          threadId,
          rootCommentId: rootId,
          commentId: id,
          parentCommentId: parentId,
          parentUserId: parent?.author ?? null,
          userId: actor,
          comment: `Comment ${id}`,
          mentions,
        },
      });
    }
    // Edits, likes of comments, deletions, tree locks and reports need a comment.
    if (!ids.length && (roll < 0.5 || (roll >= 0.62 && roll < 0.77) || (roll >= 0.82 && roll < 0.88) || (roll >= 0.93 && roll < 0.95)))
      return null;
    const commentId = ids.length ? this.pick(ids) : 0;
    const c = this.comments.get(commentId)!;
    const tree = { threadId, rootCommentId: c?.rootId };
    if (roll < 0.5) {
      const editor = this.lockedTrees.has(c.rootId) ? FORUM_MOD : c.author;
      const mentions = [this.user()].filter((u) => u !== editor);
      for (const m of mentions) this.note(m, 'THREAD_COMMENT_MENTION', `tmention:${commentId}`, editor);
      return this.out(commentTreeStream(c.rootId), {
        type: 'ThreadCommentEdited',
        data: { ...tree, commentId, editorId: editor, comment: `Edited ${commentId}`, mentions },
      });
    }
    if (roll < 0.62) {
      const on = !t.likes.has(actor);
      if (on) t.likes.add(actor);
      else t.likes.delete(actor);
      this.note(t.owner, 'THREAD_LIKE', `threadlike:${threadId}:${actor}`, actor, on);
      return this.out(threadStream(threadId), { type: on ? 'ThreadLiked' : 'ThreadUnliked', data: { ...about, userId: actor } });
    }
    if (roll < 0.77) {
      const on = !c.likes.has(actor);
      if (on) c.likes.add(actor);
      else c.likes.delete(actor);
      this.note(c.author, 'THREAD_COMMENT_LIKE', `commentlike:${commentId}:${actor}`, actor, on);
      return this.out(commentTreeStream(c.rootId), {
        type: on ? 'ThreadCommentLiked' : 'ThreadCommentUnliked',
        data: {
          ...tree,
          commentId,
          commentUserId: c.author,
          userId: actor,
        },
      });
    }
    if (roll < 0.82) {
      const on = !(t.subs.get(actor) ?? false);
      t.subs.set(actor, on);
      return this.out(threadStream(threadId), { type: on ? 'ThreadSubscribed' : 'ThreadUnsubscribed', data: { ...about, userId: actor } });
    }
    if (roll < 0.86) return this.deleteComment(commentId, c);
    if (roll < 0.88) {
      const isLocked = !this.lockedTrees.has(c.rootId);
      if (isLocked) this.lockedTrees.add(c.rootId);
      else this.lockedTrees.delete(c.rootId);
      return this.out(commentTreeStream(c.rootId), { type: 'ThreadCommentLockChanged', data: { ...tree, isLocked, by: FORUM_MOD } });
    }
    if (roll < 0.9) {
      t.locked = !t.locked;
      return this.out(threadStream(threadId), { type: 'ThreadLockChanged', data: { ...about, isLocked: t.locked, by: FORUM_MOD } });
    }
    if (roll < 0.93) {
      const views = [...new Set([threadId, this.pick([...this.threads.keys()])])].map((id) => ({
        threadId: id,
        views: 1 + Math.floor(this.random() * 20),
      }));
      for (const v of views) this.threads.get(v.threadId)!.views += v.views;
      const batchId = `batch-${++this.batches}`;
      return this.out(threadViewsStream(this.batches), { type: 'ThreadViewsCounted', data: { batchId, views } });
    }
    if (roll < 0.95) {
      if (c.author === actor || actor === FORUM_MOD || this.reports.has(`${commentId}:${actor}`)) return null;
      this.reports.add(`${commentId}:${actor}`);
      return this.out(commentTreeStream(c.rootId), {
        type: 'ThreadCommentReported',
        data: {
          ...tree,
          commentId,
          commentUserId: c.author,
          reporterId: actor,
          reason: 'Spam',
          comment: `Comment ${commentId}`,
        },
      });
    }
    if (roll < 0.96) {
      t.deleted = true;
      this.live.splice(this.live.indexOf(threadId), 1);
      for (const id of t.comments) this.comments.delete(id);
      this.forget((key) =>
        key.startsWith('threadlike:')
          ? key.startsWith(`threadlike:${threadId}:`)
          : this.commentThread.get(Number(key.split(':')[1])) === threadId,
      );
      return this.out(threadStream(threadId), { type: 'ThreadDeleted', data: { ...about, deletedBy: t.owner } });
    }
    return this.out(threadStream(threadId), {
      type: 'ThreadEdited',
      data: {
        ...about,
        editorId: t.owner,
        title: `Thread ${threadId} (edited)`,
        body: 'Edited',
        categories: [7],
        mediaCategories: [],
      },
    });
  }

  private deleteComment(commentId: number, c: WorldComment): ForumAppend {
    const t = this.threads.get(c.threadId)!;
    const gone = [commentId];
    for (let i = 0; i < gone.length; i++) for (const [id, other] of this.comments) if (other.parentId === gone[i]) gone.push(id);
    for (const id of gone) {
      this.comments.delete(id);
      t.comments.delete(id);
    }
    const ids = new Set(gone.map(String));
    this.forget((key) => !key.startsWith('threadlike:') && ids.has(key.split(':')[1]!));
    return this.out(commentTreeStream(c.rootId), {
      type: 'ThreadCommentDeleted',
      data: {
        threadId: c.threadId,
        rootCommentId: c.rootId,
        commentId,
        commentIds: gone,
        userId: c.author,
        deletedBy: c.author,
      },
    });
  }
}
