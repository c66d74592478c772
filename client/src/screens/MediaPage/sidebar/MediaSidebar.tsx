import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useViewer } from '../../../session/useViewer.ts';
import type { MediaSidebar_media$key } from './__generated__/MediaSidebar_media.graphql';
import { MediaDataSheet } from '../MediaDataSheet.tsx';
import { MediaTags } from '../MediaTags.tsx';
import { MediaRankings } from './MediaRankings.tsx';
import { MediaExternalLinks } from './MediaExternalLinks.tsx';
import styles from '../MediaPage.module.css';

/**
 * Sidebar (core §2): rankings, the data sheet, tags and external links. Tags and links are marked desktop-only:
 * below 760 px the overview body shows them instead.
 */
export function MediaSidebar({ media }: { media: MediaSidebar_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaSidebar_media on Media {
        id
        type
        status(version: 2)
        isReviewBlocked
        ...MediaRankings_media
        ...MediaDataSheet_media
        ...MediaTags_media
        ...MediaExternalLinks_media
      }
    `,
    media,
  );
  const viewer = useViewer();
  const type = data.type === 'MANGA' ? 'manga' : 'anime';
  const canReview = !!viewer && data.status !== 'NOT_YET_RELEASED' && !data.isReviewBlocked;
  return (
    <div className={styles.sidebarStack} data-testid="media-sidebar">
      <MediaRankings media={data} />
      <MediaDataSheet media={data} />
      <div className={styles.desktopOnly} data-testid="sidebar-tags-links">
        <MediaTags media={data} />
        <MediaExternalLinks media={data} />
      </div>
      <div className={styles.sidebarButtons}>
        {canReview ? (
          <Link className={styles.sidebarButton} to={`/review/editor/${data.id}`}>
            Write Review
          </Link>
        ) : null}
        {viewer ? (
          <Link className={styles.sidebarButton} to={`/edit/${type}/${data.id}`}>
            Edit
          </Link>
        ) : null}
        {/* The revision history (ADR 22) is public: who changed what, when. */}
        <Link className={styles.sidebarButton} to={`/edit/${type}/${data.id}/history`}>
          History
        </Link>
      </div>
    </div>
  );
}
