import { BlockBoundary } from '../../components/LoadError/BlockBoundary.tsx';
import { useRouteRetry } from '../../components/LoadError/useRouteRetry.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { useViewer } from '../../session/useViewer.ts';
import { homeQuery } from './HomeQuery.ts';
import type { HomeQuery } from './__generated__/HomeQuery.graphql';
import { AnnouncementBanner } from './AnnouncementBanner.tsx';
import { HomeFeed } from './HomeFeed.tsx';
import { HomeListPreview } from './HomeListPreview.tsx';
import { HomeMediaBlock } from './HomeMediaBlock.tsx';
import { useHomeRefresh } from './useHomeRefresh.ts';
import { ForumPreview } from '../../components/Forum/ForumPreview.tsx';
import { HOME_THREADS } from '../../components/Forum/forumPaths.ts';
import { RecentReviews } from '../../components/Review/RecentReviews.tsx';
import styles from './Home.module.css';

/**
 * /home and /social (core §2): the announcement, the viewer's list previews, the activity feed, and beside it (on
 * wider screens) trending and newly added media.
 */
export function Home() {
  const data = useRouteQuery<HomeQuery>(homeQuery);
  const viewer = useViewer();
  const retry = useRouteRetry();
  useHomeRefresh();
  const { listPreview } = data;
  return (
    <div className={`container ${styles.page}`}>
      <AnnouncementBanner />
      {viewer && listPreview ? (
        <BlockBoundary what="Your lists" onRetry={retry}>
          {() => <HomeListPreview query={listPreview} />}
        </BlockBoundary>
      ) : null}
      <div className={styles.columns}>
        <HomeFeed />
        <aside className={styles.blocks} aria-label="Media">
          <ForumPreview
            title="Forum Activity"
            viewAll="/forum"
            count={HOME_THREADS}
            compact
            headerClassName={styles.blockHeader}
            headingClassName={styles.heading}
          />
          <RecentReviews />
          <HomeMediaBlock title="Trending Anime" viewAll="/search/anime/trending" media={data.trendingAnime?.media} />
          <HomeMediaBlock title="Trending Manga" viewAll="/search/manga/trending" media={data.trendingManga?.media} />
          <HomeMediaBlock title="Newly Added Anime" viewAll="/search/anime/new" media={data.newAnime?.media} />
          <HomeMediaBlock title="Newly Added Manga" viewAll="/search/manga/new" media={data.newManga?.media} />
        </aside>
      </div>
    </div>
  );
}
