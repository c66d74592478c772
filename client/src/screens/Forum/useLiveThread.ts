import { useEffect } from 'react';
import { commitLocalUpdate, fetchQuery, useRelayEnvironment } from 'react-relay';
import { COMMENTS_PER_PAGE } from '../../components/Forum/forumPaths.ts';
import { useViewer } from '../../session/useViewer.ts';
import { followStream, type StreamUpdate } from '../../system/live/followNotifications.ts';
import { afterMutations } from '../../system/live/pendingMutations.ts';
import { sseSubscription } from '../../system/live/sseConnect.ts';
import { threadCommentsRefreshQuery } from './ThreadCommentsRefreshQuery.ts';
import type { ThreadCommentsRefreshQuery } from './__generated__/ThreadCommentsRefreshQuery.graphql';

interface ThreadUpdate extends StreamUpdate {
  thread: { id: number; replyCount: number | null; likeCount: number; isLocked: boolean | null } | null;
}

const THREAD_SUBSCRIPTION = `subscription LiveThread($after: String, $id: Int!) {
  Thread(after: $after, id: $id) { position thread { id replyCount likeCount isLocked } }
}`;

/**
 * An open thread page follows its thread (ADR 71) while a member reads it: a moderator's lock and the counts go into
 * the store at once (the page shows "This thread is locked." and hides the editor), and a changed comment count asks
 * for the page's comments again. Guests, and pages whose stream is down, see them on their next visit, as before.
 */
export function useLiveThread(threadId: number, page: number): void {
  const environment = useRelayEnvironment();
  const viewerId = useViewer()?.id ?? null;
  useEffect(() => {
    if (viewerId === null || threadId <= 0 || typeof window === 'undefined') return;
    let replies: number | null = null;
    return followStream<ThreadUpdate>(sseSubscription<ThreadUpdate>(THREAD_SUBSCRIPTION, 'Thread', { id: threadId }), {
      update: ({ thread }) => {
        if (!thread) return;
        afterMutations(() =>
          commitLocalUpdate(environment, (store) => {
            const record = store.get(`Thread:${thread.id}`);
            if (!record) return;
            record.setValue(thread.likeCount, 'likeCount');
            if (thread.replyCount != null) record.setValue(thread.replyCount, 'replyCount');
            if (thread.isLocked != null) record.setValue(thread.isLocked, 'isLocked');
          }),
        );
        // The first update tells the count as it stands; a later different one means comments came or went.
        const changed = replies !== null && thread.replyCount !== replies;
        replies = thread.replyCount;
        if (changed)
          fetchQuery<ThreadCommentsRefreshQuery>(
            environment,
            threadCommentsRefreshQuery,
            { id: threadId, page, perPage: COMMENTS_PER_PAGE },
            { fetchPolicy: 'network-only' },
          ).subscribe({ error: () => undefined });
      },
      live: () => undefined,
    });
  }, [threadId, page, viewerId, environment]);
}
