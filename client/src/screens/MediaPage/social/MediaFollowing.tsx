import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';
import { MediaFollowingPage } from './MediaFollowingPage.tsx';
import pageStyles from '../MediaPage.module.css';
import styles from './MediaSocial.module.css';

/** social §9: 4 followed members in the overview's preview, 40 a page on the social tab. */
const PREVIEW_SIZE = 4;
const PAGE_SIZE = 40;

interface Props {
  mediaId: number;
  mediaType: string | null | undefined;
  /** The overview's preview: 4 members and a link to the social tab for the rest. */
  moreTo?: string;
}

/** "Following" (core §2): members the viewer follows who have this media on their list. Members only. */
export function MediaFollowing({ mediaId, mediaType, moreTo }: Props) {
  const perPage = moreTo ? PREVIEW_SIZE : PAGE_SIZE;
  const [more, setMore] = useState(false);
  return (
    <section className={pageStyles.section} aria-label="Following">
      <h2 className={`${pageStyles.sectionTitle} ${styles.followingTitle}`}>
        Following
        {moreTo && more ? <Link to={moreTo}>View all</Link> : null}
      </h2>
      <BlockBoundary
        key={`${mediaId}:${perPage}`}
        what="Following"
        fallback={
          <ul className={`card ${styles.following}`}>
            <li className={styles.followingEmpty}>Loading…</li>
          </ul>
        }
      >
        {(fetchKey) => (
          <MediaFollowingPage
            mediaId={mediaId}
            mediaType={mediaType}
            perPage={perPage}
            preview={moreTo !== undefined}
            onHasNext={setMore}
            fetchKey={fetchKey}
          />
        )}
      </BlockBoundary>
    </section>
  );
}
