import type { DomainEvent } from '@tsuzuki/events';

export interface ThreadContent {
  title: string;
  body: string;
  categories: number[];
  mediaCategories: number[];
}

/** A thread as its stream tells it. `fold` copies the sets once per batch: a popular thread has thousands of likes. */
export interface ThreadState {
  thread: (ThreadContent & { userId: number }) | null;
  deleted: boolean;
  sticky: boolean;
  locked: boolean;
  likes: ReadonlySet<number>;
  /** Explicit choices; without one the author counts as subscribed. */
  subscriptions: ReadonlyMap<number, boolean>;
}

export const initialThreadState: ThreadState = {
  thread: null,
  deleted: false,
  sticky: false,
  locked: false,
  likes: new Set(),
  subscriptions: new Map(),
};

function foldThread(state: ThreadState, events: readonly DomainEvent[]): ThreadState {
  const next = { ...state };
  let likes: Set<number> | null = null;
  let subscriptions: Map<number, boolean> | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'ThreadCreated': {
        const { userId, title, body, categories, mediaCategories, isSticky, isLocked } = event.data;
        Object.assign(next, { thread: { userId, title, body, categories, mediaCategories }, sticky: isSticky, locked: isLocked });
        break;
      }
      case 'ThreadEdited': {
        const { title, body, categories, mediaCategories } = event.data;
        if (next.thread) next.thread = { ...next.thread, title, body, categories, mediaCategories };
        break;
      }
      case 'ThreadStickyChanged':
        next.sticky = event.data.isSticky;
        break;
      case 'ThreadLockChanged':
        next.locked = event.data.isLocked;
        break;
      case 'ThreadDeleted':
        next.deleted = true;
        break;
      case 'ThreadLiked':
      case 'ThreadUnliked':
        likes ??= new Set(state.likes);
        if (event.type === 'ThreadLiked') likes.add(event.data.userId);
        else likes.delete(event.data.userId);
        break;
      case 'ThreadSubscribed':
      case 'ThreadUnsubscribed':
        subscriptions ??= new Map(state.subscriptions);
        subscriptions.set(event.data.userId, event.type === 'ThreadSubscribed');
        break;
      default:
        break;
    }
  }
  return { ...next, likes: likes ?? state.likes, subscriptions: subscriptions ?? state.subscriptions };
}

export const threadAggregate = {
  initialState: initialThreadState,
  evolve: (state: ThreadState, event: DomainEvent) => foldThread(state, [event]),
  fold: foldThread,
};

/** What a comment decision needs of its thread: nothing of its likes or subscriptions. */
export interface ThreadFacts {
  exists: boolean;
  ownerId: number | null;
  deleted: boolean;
  locked: boolean;
}

export const threadFactsView = {
  initialState: { exists: false, ownerId: null, deleted: false, locked: false } as ThreadFacts,
  evolve(state: ThreadFacts, event: DomainEvent): ThreadFacts {
    switch (event.type) {
      case 'ThreadCreated':
        return { ...state, exists: true, ownerId: event.data.userId, locked: event.data.isLocked };
      case 'ThreadLockChanged':
        return { ...state, locked: event.data.isLocked };
      case 'ThreadDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
};
