import { useState } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { activityRecordId } from '../../mutations/activityRecord.ts';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';
import type { ActivityModel } from './activityModel.ts';
import { activityRepliesQuery } from './ActivityRepliesQuery.ts';
import { ActivityReplyList } from './ActivityReplyList.tsx';
import { ACTIVITY_PAGE_SIZE } from './feedPaging.ts';
import { ReplyEditor } from './ReplyEditor.tsx';
import type { ActivityRepliesQuery } from './__generated__/ActivityRepliesQuery.graphql';
import styles from './Replies.module.css';

interface Props {
  activity: ActivityModel;
  /** Not on a locked activity, unless the viewer is a community moderator (social §2). */
  canReply: boolean;
  /** The activity's own page loads every reply as the reader scrolls; a card offers "Show more replies". */
  standalone: boolean;
}

/** An activity's replies, 25 a page (social §9), and the reply editor under them. */
export function ActivityReplies({ activity, canReply, standalone }: Props) {
  const { id } = activity.ref;
  const recordId = activityRecordId(activity.ref);
  const [posted, setPosted] = useState(0);
  return (
    <section className={styles.replies} aria-label="Replies">
      {/* Nothing to ask for before the first reply. */}
      {activity.replyCount > 0 ? (
        <BlockBoundary what="Replies" fallback={<p className={styles.loading}>Loading replies…</p>}>
          {(fetchKey) => (
            <ActivityRepliesLoader
              activityId={id}
              activityRecordId={recordId}
              replyCount={activity.replyCount}
              standalone={standalone}
              posted={posted}
              fetchKey={fetchKey}
            />
          )}
        </BlockBoundary>
      ) : null}
      {canReply ? <ReplyEditor activityId={id} activityRecordId={recordId} onPosted={() => setPosted((count) => count + 1)} /> : null}
    </section>
  );
}

type LoaderProps = Omit<Parameters<typeof ActivityReplyList>[0], 'query'> & { fetchKey: number };

/** What is stored shows at once and is then asked again. */
function ActivityRepliesLoader({ fetchKey, ...list }: LoaderProps) {
  const data = useLazyLoadQuery<ActivityRepliesQuery>(
    activityRepliesQuery,
    { activityId: list.activityId, first: ACTIVITY_PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return <ActivityReplyList query={data} {...list} />;
}
