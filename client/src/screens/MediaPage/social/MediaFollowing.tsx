import { Link } from 'react-router-dom';
import { usePagedList } from '../../../components/Activity/usePagedList.ts';
import { MediaFollowingPage } from './MediaFollowingPage.tsx';
import pageStyles from '../MediaPage.module.css';
import styles from './MediaSocial.module.css';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';

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
  const paging = usePagedList(perPage, 1, `${mediaId}:${perPage}`);
  const more = paging.next === 'paused';
  return (
    <section className={pageStyles.section} aria-label="Following">
      <h2 className={`${pageStyles.sectionTitle} ${styles.followingTitle}`}>
        Following
        {moreTo && more ? <Link to={moreTo}>View all</Link> : null}
      </h2>
      <ul className={`card ${styles.following}`}>
        {Array.from({ length: paging.pages }, (_, i) => (
          <BlockBoundary key={i} what="Following" listItem fallback={<li className={styles.followingEmpty}>Loading…</li>}>
            {(fetchKey) => <MediaFollowingPage mediaId={mediaId} mediaType={mediaType} page={i + 1} perPage={perPage} onLoaded={paging.report} fetchKey={fetchKey} />}
          </BlockBoundary>
        ))}
      </ul>
      {!moreTo && more ? (
        <button type="button" className={styles.followingMore} onClick={paging.more}>
          Show more
        </button>
      ) : null}
    </section>
  );
}
