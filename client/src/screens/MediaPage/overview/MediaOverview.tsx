import { graphql, useFragment } from 'react-relay';
import { mediaPath } from '../../../format/slug.ts';
import { useViewer } from '../../../session/useViewer.ts';
import type { MediaOverview_media$key } from './__generated__/MediaOverview_media.graphql';
import { useMediaOutlet } from '../mediaOutlet.ts';
import { MediaRelations } from '../MediaRelations.tsx';
import { MediaTags } from '../MediaTags.tsx';
import { MediaExternalLinks } from '../sidebar/MediaExternalLinks.tsx';
import { CharacterPreview } from './CharacterPreview.tsx';
import { StaffPreview } from './StaffPreview.tsx';
import { StatusDistribution } from './StatusDistribution.tsx';
import { ScoreDistribution } from './ScoreDistribution.tsx';
import { WatchPreview } from './WatchPreview.tsx';
import { MediaTrailer } from './MediaTrailer.tsx';
import { ForumPreview } from '../../../components/Forum/ForumPreview.tsx';
import { MEDIA_THREADS } from '../../../components/Forum/forumPaths.ts';
import { ReviewsPreview } from './ReviewsPreview.tsx';
import { RecommendationsPreview } from './RecommendationsPreview.tsx';
import { MediaFollowing } from '../social/MediaFollowing.tsx';
import styles from '../MediaPage.module.css';
import chartStyles from './Charts.module.css';
import { RouteBlock } from '../../../components/LoadError/RouteBlock.tsx';

export function MediaOverviewPage() {
  return <MediaOverview media={useMediaOutlet().media} />;
}

/** The overview blocks of core §2, in the reference site's order. */
export function MediaOverview({ media }: { media: MediaOverview_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaOverview_media on Media {
        id
        type
        title { userPreferred }
        ...MediaRelations_media
        ...CharacterPreview_media
        ...StaffPreview_media
        ...StatusDistribution_media
        ...ScoreDistribution_media
        ...WatchPreview_media
        ...MediaTrailer_media
        ...MediaTags_media
        ...MediaExternalLinks_media
        ...ReviewsPreview_media
        ...RecommendationsPreview_media
      }
    `,
    media,
  );
  const viewer = useViewer();
  const base = mediaPath(data.type, data.id, data.title?.userPreferred);
  return (
    <div className={styles.overview}>
      <RouteBlock what="Relations">
        <MediaRelations media={data} />
      </RouteBlock>
      <RouteBlock what="Characters">
        <CharacterPreview media={data} moreTo={`${base}/characters`} />
      </RouteBlock>
      <RouteBlock what="Staff">
        <StaffPreview media={data} moreTo={`${base}/staff`} />
      </RouteBlock>
      <div className={chartStyles.charts}>
        <RouteBlock what="Status distribution">
          <StatusDistribution media={data} />
        </RouteBlock>
        <RouteBlock what="Score distribution">
          <ScoreDistribution media={data} />
        </RouteBlock>
      </div>
      {/* Followed users: signed-in only (core §6), a preview of 4 (core §9). */}
      {viewer ? <MediaFollowing mediaId={data.id} mediaType={data.type} moreTo={`${base}/social`} /> : null}
      <RouteBlock what="Episodes">
        <WatchPreview media={data} moreTo={`${base}/watch`} />
      </RouteBlock>
      <MediaTrailer media={data} />
      {/* Below 760 px the sidebar's tags and links move into the body (core §2). */}
      <div className={styles.mobileOnly} data-testid="body-tags-links">
        <MediaTags media={data} />
        <MediaExternalLinks media={data} />
      </div>
      <RouteBlock what="Recommendations">
        <RecommendationsPreview media={data} />
      </RouteBlock>
      {/* The media's 2 recently active threads (core §2, §9); the rest on the social tab. */}
      <ForumPreview
        title="Threads"
        viewAll={`${base}/social`}
        count={MEDIA_THREADS}
        mediaCategoryId={data.id}
        className={styles.section}
        headingClassName={styles.sectionTitle}
      />
      <RouteBlock what="Reviews">
        <ReviewsPreview media={data} />
      </RouteBlock>
    </div>
  );
}
