import { useEffect, useRef } from 'react';
import { fetchQuery, graphql, usePaginationFragment } from 'react-relay';
import { environment } from '../../system/relayEnvironment.ts';
import { edgeNodes, loadedConnection } from '../Paging/listPaging.ts';
import { ListEnd } from '../Paging/ListEnd.tsx';
import { usePagedConnection } from '../Paging/usePagedConnection.ts';
import { ActivityReply } from './ActivityReply.tsx';
import { ACTIVITY_PAGE_SIZE } from './feedPaging.ts';
import paginationQuery, { type ActivityReplyListPaginationQuery } from './__generated__/ActivityReplyListPaginationQuery.graphql';
import type { ActivityReplyList_query$key } from './__generated__/ActivityReplyList_query.graphql';
import styles from './Replies.module.css';

/** The server pages at most this many at once. */
const MOST_AT_ONCE = 50;

interface Props {
  query: ActivityReplyList_query$key;
  activityId: number;
  activityRecordId: string;
  /** How many replies the activity has (its card's count). */
  replyCount: number;
  /** The activity's own page loads every reply as the reader scrolls; a card offers "Show more replies". */
  standalone: boolean;
  /** Grows with every reply the viewer posts (ReplyEditor). */
  posted: number;
}

/** An activity's replies, oldest first, 25 a page (social §9), over the activityReplyFeed connection. */
export function ActivityReplyList({ query, activityId, activityRecordId, replyCount, standalone, posted }: Props) {
  const pagination = usePaginationFragment<ActivityReplyListPaginationQuery, ActivityReplyList_query$key>(
    graphql`
      fragment ActivityReplyList_query on Query
      @refetchable(queryName: "ActivityReplyListPaginationQuery")
      @argumentDefinitions(activityId: { type: "Int!" }, first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        activityReplyFeed(activityId: $activityId, first: $first, after: $after) @connection(key: "ActivityReplyList_activityReplyFeed") {
          pageInfo { endCursor }
          edges {
            node {
              id
              ...ActivityReply_reply
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedConnection(pagination, ACTIVITY_PAGE_SIZE, standalone ? null : 1);
  const feed = loadedConnection(pagination.data.activityReplyFeed);
  const replies = edgeNodes(feed);

  // A new reply is the last one: every reply after those shown is asked for once the server has it, so the reply
  // appears (with any the list had not reached), whether or not the list was complete before. Relay appends them.
  const shown = useRef({ endCursor: feed.pageInfo.endCursor ?? null, count: feed.edges.length, replyCount });
  shown.current = { endCursor: feed.pageInfo.endCursor ?? null, count: feed.edges.length, replyCount };
  const handled = useRef({ posted: 0, replyCount });
  useEffect(() => {
    // A reply posted here, or (on the activity's own page) one by someone else that the live stream counted (ADR 71).
    const grew = standalone && replyCount > handled.current.replyCount;
    const mine = posted !== handled.current.posted;
    handled.current = { posted, replyCount };
    if (!mine && !grew) return;
    const { endCursor, count, replyCount: total } = shown.current;
    const first = Math.min(MOST_AT_ONCE, Math.max(ACTIVITY_PAGE_SIZE, total - count));
    fetchQuery<ActivityReplyListPaginationQuery>(
      environment,
      paginationQuery,
      { activityId, first, after: endCursor },
      { fetchPolicy: 'network-only' },
    ).subscribe({ error: () => undefined });
  }, [posted, replyCount, standalone, activityId]);

  return (
    <>
      {replies.map((reply) => (
        <ActivityReply key={reply.id} reply={reply} activityRecordId={activityRecordId} activityId={activityId} />
      ))}
      <ListEnd paging={paging} what="Replies" pausedLabel={standalone ? undefined : 'Show more replies'} pausedClassName={styles.more} />
    </>
  );
}
