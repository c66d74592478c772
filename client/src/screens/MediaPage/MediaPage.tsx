import { useEffect } from 'react';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import type { MediaPageQuery } from './__generated__/MediaPageQuery.graphql';
import { mediaPageQuery } from './MediaPageQuery.ts';
import { MediaHeader } from './MediaHeader.tsx';
import { MediaDataSheet } from './MediaDataSheet.tsx';
import { MediaRelations } from './MediaRelations.tsx';
import { MediaTags } from './MediaTags.tsx';
import styles from './MediaPage.module.css';

/** Media overview (core §2): header with banner, cover and description; data sheet sidebar; relations and tags. */
export function MediaPage() {
  const { Media: media } = useRouteQuery<MediaPageQuery>(mediaPageQuery);
  const title = media?.title?.userPreferred;

  useEffect(() => {
    if (title) document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);

  // The loader sends unknown media to /404, so a missing media here is a store eviction race; render nothing.
  if (!media) return null;
  return (
    <article className={styles.page}>
      <MediaHeader media={media} />
      <div className={`container ${styles.content}`}>
        <aside className={styles.sidebar}>
          <MediaDataSheet media={media} />
        </aside>
        <div className={styles.main}>
          <MediaRelations media={media} />
          <MediaTags media={media} />
        </div>
      </div>
    </article>
  );
}
