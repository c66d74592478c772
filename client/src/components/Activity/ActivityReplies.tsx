import { fetchQuery } from 'react-relay';
import { activityRecordId } from '../../mutations/activityRecord.ts';
import { environment } from '../../system/relayEnvironment.ts';
import { ActivityRepliesPage, activityRepliesPageQuery } from './ActivityRepliesPage.tsx';
import type { ActivityModel } from './activityModel.ts';
import { ACTIVITY_PAGE_SIZE } from './feedPaging.ts';
import { ReplyEditor } from './ReplyEditor.tsx';
import { useNearEnd } from './useNearEnd.ts';
import { usePagedList } from './usePagedList.ts';
import styles from './Replies.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

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
  const paging = usePagedList(ACTIVITY_PAGE_SIZE, standalone ? null : 1, String(id));
  const sentinel = useNearEnd<HTMLDivElement>(standalone && paging.next === 'scroll', paging.more);
  // Nothing to ask for before the first reply.
  const pages = activity.replyCount > 0 ? paging.pages : 0;

  // A new reply is the last one: its page is asked again once the server has it (a page shown on the optimistic
  // count may have asked before), and shown when it is not yet.
  function showPosted() {
    const count = environment.getStore().getSource().get(recordId)?.replyCount;
    const page = Math.max(1, Math.ceil((typeof count === 'number' ? count : 1) / ACTIVITY_PAGE_SIZE));
    paging.showPages(page);
    fetchQuery(environment, activityRepliesPageQuery, { activityId: id, page, perPage: ACTIVITY_PAGE_SIZE }, { fetchPolicy: 'network-only' }).subscribe({});
  }

  return (
    <section className={styles.replies} aria-label="Replies">
      {Array.from({ length: pages }, (_, i) => (
        <BlockBoundary key={i} what="Replies" fallback={<p className={styles.loading}>Loading replies…</p>}>
          {(fetchKey) => (
            <ActivityRepliesPage
              activityId={id}
              activityRecordId={recordId}
              page={i + 1}
              perPage={ACTIVITY_PAGE_SIZE}
              earlier={paging.earlier(i + 1)}
              onLoaded={paging.report}
              fetchKey={fetchKey}
            />
          )}
        </BlockBoundary>
      ))}
      {pages > 0 && standalone && paging.next === 'scroll' ? <div ref={sentinel} aria-hidden="true" /> : null}
      {pages > 0 && !standalone && paging.next === 'paused' ? (
        <button type="button" className={styles.more} onClick={paging.more}>
          Show more replies
        </button>
      ) : null}
      {canReply ? <ReplyEditor activityId={id} activityRecordId={recordId} onPosted={showPosted} /> : null}
    </section>
  );
}
