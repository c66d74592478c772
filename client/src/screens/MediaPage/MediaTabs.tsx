import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import { mediaPath } from '../../format/slug.ts';
import type { MediaTabs_media$key } from './__generated__/MediaTabs_media.graphql';
import { mediaTabs } from './rules/header.ts';
import styles from './MediaPage.module.css';

/** Sub-page tabs; Watch, Characters, Staff and Reviews only when the media has such content (core §2). */
export function MediaTabs({ media }: { media: MediaTabs_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaTabs_media on Media {
        id
        type
        title { userPreferred }
        streamingEpisodes { title }
        characterCount: characters(page: 1, perPage: 1) { pageInfo { total } }
        staffCount: staff(page: 1, perPage: 1) { pageInfo { total } }
        reviewCount: reviews(page: 1, perPage: 1) { pageInfo { total } }
      }
    `,
    media,
  );
  const base = mediaPath(data.type, data.id, data.title?.userPreferred);
  const tabs = mediaTabs({
    streamingEpisodes: data.streamingEpisodes?.length ?? 0,
    characters: data.characterCount?.pageInfo?.total ?? 0,
    staff: data.staffCount?.pageInfo?.total ?? 0,
    reviews: data.reviewCount?.pageInfo?.total ?? 0,
  });
  return (
    <nav className={styles.tabsBar} aria-label="Media sections">
      <div className={`container ${styles.tabs}`}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.label}
            to={tab.path ? `${base}/${tab.path}` : base}
            end
            replace={false}
            className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
