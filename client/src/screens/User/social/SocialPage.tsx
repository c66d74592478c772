import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ActivityFeed } from '../../../components/Activity/ActivityFeed.tsx';
import { NoThreads } from '../../../components/Forum/NoThreads.tsx';
import { ThreadFeed } from '../../../components/Forum/ThreadFeed.tsx';
import { UserComments } from '../../../components/Forum/UserComments.tsx';
import { useViewer } from '../../../session/useViewer.ts';
import { useUserOutlet } from '../userOutlet.ts';
import { FollowList } from './FollowList.tsx';
import { chosenView, EMPTY_TEXT, MESSAGES_PER_PAGE, socialSections } from './socialViews.ts';
import shell from '../User.module.css';
import styles from './Social.module.css';

const MESSAGE_TYPES = ['MESSAGE'] as const;
const NEWEST_FIRST = ['ID_DESC'] as const;

/**
 * /user/{name}/social (social §2): whom the member follows, who follows them, their forum threads and comments and,
 * for moderators, their messages.
 */
export function SocialPage() {
  const { userId } = useUserOutlet();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const sections = socialSections(viewer?.moderatorRoles);
  const view = chosenView(params.get('view'), sections);
  return (
    <div className={`container ${shell.page} ${styles.social}`}>
      <nav className={styles.sections} aria-label="Social sections">
        {sections.map((section) => (
          <Link
            key={section.view}
            to={{ search: section.view === 'following' ? '' : `?view=${section.view}` }}
            className={styles.section}
            aria-current={section.view === view ? 'page' : undefined}
          >
            {section.label}
          </Link>
        ))}
      </nav>
      <div className={styles.content}>
        <Suspense key={view} fallback={<div className={styles.loading} aria-busy="true" />}>
          {view === 'messages' ? (
            // The messages written to the member, as full activity cards (moderators act on them from here).
            <ActivityFeed
              userId={userId}
              types={MESSAGE_TYPES}
              perPage={MESSAGES_PER_PAGE}
              label="Messages"
              emptyText={EMPTY_TEXT.messages}
            />
          ) : view === 'threads' ? (
            <ThreadFeed userId={userId} sort={NEWEST_FIRST} label="Forum Threads" emptyText={<NoThreads />} />
          ) : view === 'comments' ? (
            <UserComments userId={userId} />
          ) : (
            <FollowList userId={userId} direction={view} />
          )}
        </Suspense>
      </div>
    </div>
  );
}
