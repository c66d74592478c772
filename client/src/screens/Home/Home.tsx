import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { useViewer } from '../../session/useViewer.ts';
import { homeQuery } from './HomeQuery.ts';
import type { HomeQuery } from './__generated__/HomeQuery.graphql';
import { HomeListPreview } from './HomeListPreview.tsx';
import { HomeMediaBlock } from './HomeMediaBlock.tsx';
import styles from './Home.module.css';

/** /home and /social (core §2): the viewer's list previews, the activity area, trending and newly added blocks. */
export function Home() {
  const data = useRouteQuery<HomeQuery>(homeQuery);
  const viewer = useViewer();
  return (
    <div className={`container ${styles.page}`}>
      {viewer && data.listPreview ? <HomeListPreview query={data.listPreview} /> : null}
      <section className={styles.feed} aria-labelledby="home-feed">
        <h2 id="home-feed" className={styles.heading}>
          {viewer ? 'Activity' : 'Site Activity'}
        </h2>
        <div className={`card ${styles.feedEmpty}`}>
          <p>
            {viewer
              ? `Welcome, ${viewer.name}! Status updates and list activity of the people you follow will appear here.`
              : 'Status updates and list activity from across the site will appear here.'}
          </p>
        </div>
      </section>
      <div className={styles.blocks}>
        <HomeMediaBlock title="Trending Anime" viewAll="/search/anime/trending" media={data.trendingAnime?.media} />
        <HomeMediaBlock title="Trending Manga" viewAll="/search/manga/trending" media={data.trendingManga?.media} />
        <HomeMediaBlock title="Newly Added Anime" viewAll="/search/anime/new" media={data.newAnime?.media} />
        <HomeMediaBlock title="Newly Added Manga" viewAll="/search/manga/new" media={data.newManga?.media} />
      </div>
    </div>
  );
}
