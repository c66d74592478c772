import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { MediaStrip } from '../../components/MediaStrip/MediaStrip.tsx';
import { landingQuery } from './LandingQuery.ts';
import type { LandingQuery } from './__generated__/LandingQuery.graphql';
import { LandingHero } from './LandingHero.tsx';
import { FeatureCards } from './FeatureCards.tsx';
import styles from './Landing.module.css';

/** The front page for guests (core §1, §2): message, search block, Join Now, feature cards, media strips. */
export function Landing() {
  const data = useRouteQuery<LandingQuery>(landingQuery);
  return (
    <div className={styles.page}>
      <LandingHero covers={data.trending?.media?.filter(notNull)} />
      <div className="container">
        <FeatureCards />
        <MediaStrip title="Trending Now" viewAll="/search/anime/trending" media={data.trending?.media} eager />
        <MediaStrip title="Popular This Season" viewAll="/search/anime/this-season" media={data.season?.media} />
        <MediaStrip title="All Time Popular" viewAll="/search/anime/popular" media={data.popular?.media} />
        <MediaStrip title="Popular Manga" viewAll="/search/manga/popular" media={data.manga?.media} />
      </div>
    </div>
  );
}
