import { ActivityFeed } from '../../../components/Activity/ActivityFeed.tsx';
import { useViewer } from '../../../session/useViewer.ts';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { useMediaOutlet } from '../mediaOutlet.ts';
import { NoThreads } from '../../../components/Forum/NoThreads.tsx';
import { ThreadFeed } from '../../../components/Forum/ThreadFeed.tsx';
import type { MediaSocialQuery } from './__generated__/MediaSocialQuery.graphql';
import { MediaFollowing } from './MediaFollowing.tsx';
import { mediaSocialQuery } from './MediaSocialQuery.ts';
import pageStyles from '../MediaPage.module.css';

/** core §9: media activity 10 a page. */
const MEDIA_ACTIVITY_PAGE = 10;
/** core §9: threads 40 a page by default outside the forum itself. */
const MEDIA_THREADS_PAGE = 40;

/**
 * Social sub-page (core §2): the media's activity (10 a page, "Load More" after every second), forum threads about it
 * (40 a page) and, for members, the members they follow who list it.
 */
export function MediaSocial() {
  const viewer = useViewer();
  const { media } = useMediaOutlet();
  // The route's query holds the feed's first page; the feed reads it from the store.
  // A list change made on this page (a new or moved list activity) marks the feed stale and it refreshes itself.
  useRouteQuery<MediaSocialQuery>(mediaSocialQuery);
  return (
    <>
      {viewer ? <MediaFollowing mediaId={media.id} mediaType={media.type} /> : null}
      <section className={pageStyles.section} aria-label="Recent Activity">
        <h2 className={pageStyles.sectionTitle}>Recent Activity</h2>
        <ActivityFeed
          mediaId={media.id}
          perPage={MEDIA_ACTIVITY_PAGE}
          pauseEvery={2}
          label="Recent Activity"
          emptyText="No activity about this yet."
        />
      </section>
      <section className={pageStyles.section} aria-label="Forum Threads">
        <h2 className={pageStyles.sectionTitle}>Forum Threads</h2>
        <ThreadFeed
          mediaCategoryId={media.id}
          perPage={MEDIA_THREADS_PAGE}
          label="Forum Threads"
          emptyText={<NoThreads mediaId={media.id} />}
        />
      </section>
    </>
  );
}
