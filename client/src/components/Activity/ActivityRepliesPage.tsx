import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { notNull } from '../../system/notNull.ts';
import { ActivityReply } from './ActivityReply.tsx';
import { unseen } from './feedPaging.ts';
import type { ActivityRepliesPageQuery } from './__generated__/ActivityRepliesPageQuery.graphql';

export const activityRepliesPageQuery = graphql`
  query ActivityRepliesPageQuery($activityId: Int, $page: Int, $perPage: Int) {
    Page(page: $page, perPage: $perPage) {
      activityReplies(activityId: $activityId) {
        id
        ...ActivityReply_reply
      }
    }
  }
`;

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
  activityId: number;
  activityRecordId: string;
  page: number;
  perPage: number;
  earlier: ReadonlySet<number>;
  onLoaded: (page: number, ids: readonly number[], count: number) => void;
}

/** One page of an activity's replies, oldest first: what is stored shows at once and is then asked again. */
export function ActivityRepliesPage({ activityId, activityRecordId, page, perPage, earlier, onLoaded, fetchKey }: Props) {
  const data = useLazyLoadQuery<ActivityRepliesPageQuery>(activityRepliesPageQuery, { activityId, page, perPage }, { fetchPolicy: 'store-and-network', fetchKey });
  const answered = data.Page?.activityReplies ?? [];
  // A reply deleted since reads null: it still counts towards a full page.
  const count = answered.length;
  const replies = answered.filter(notNull);
  const ids = replies.map((reply) => reply.id).join(',');
  useEffect(() => {
    onLoaded(page, ids ? ids.split(',').map(Number) : [], count);
  }, [ids, count, page, onLoaded]);
  return (
    <>
      {unseen(replies, earlier).map((reply) => (
        <ActivityReply key={reply.id} reply={reply} activityRecordId={activityRecordId} activityId={activityId} />
      ))}
    </>
  );
}
