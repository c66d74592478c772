import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import type { MediaPageQuery } from './__generated__/MediaPageQuery.graphql';
import { mediaPageQuery } from './MediaPageQuery.ts';
import { MediaHeader } from './MediaHeader.tsx';
import { MediaTabs } from './MediaTabs.tsx';
import { MediaSidebar } from './sidebar/MediaSidebar.tsx';
import type { MediaOutlet } from './mediaOutlet.ts';
import { subPagePath } from './rules/header.ts';
import styles from './MediaPage.module.css';

/** The media page (core §2): header, sub-page tabs, the sidebar and the current sub-page. */
export function MediaPage() {
  const { Media: media } = useRouteQuery<MediaPageQuery>(mediaPageQuery);
  const overview = subPagePath(useLocation().pathname) === '';
  const title = media?.title?.userPreferred;

  useEffect(() => {
    if (title) document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);

  // The loader sends unknown media to /404, so a missing media here is a store eviction race; render nothing.
  if (!media) return null;
  const outlet: MediaOutlet = { media };
  return (
    <article className={styles.page}>
      <MediaHeader media={media} />
      <MediaTabs media={media} />
      {/* Below 760 px the sidebar (data sheet) shows on the overview only, so sub-pages start with their content. */}
      <div className={`container ${styles.content}`} data-overview={overview}>
        <aside className={styles.sidebar} aria-label="Media sidebar">
          <MediaSidebar media={media} />
        </aside>
        <div className={styles.main}>
          <Outlet context={outlet} />
        </div>
      </div>
    </article>
  );
}
