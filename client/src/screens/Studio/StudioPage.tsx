import { useEffect } from 'react';
import { EntityHeader } from '../../components/EntityPage/EntityHeader.tsx';
import { EntityEditLink } from '../Edit/EntityEditLink.tsx';
import { EntityPager } from '../../components/EntityPage/EntityPager.tsx';
import { MediaRoleCard } from '../../components/EntityPage/MediaRoleCard.tsx';
import styles from '../../components/EntityPage/EntityPage.module.css';
import { formatLabel } from '../../format/labels.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import type { StudioQuery } from './__generated__/StudioQuery.graphql';
import { studioQuery } from './StudioQuery.ts';

/** A studio: name, favourites and its media, newest first, marking productions where it was not the main studio. */
export function StudioPage() {
  const { Studio: studio } = useRouteQuery<StudioQuery>(studioQuery);
  const name = studio?.name ?? '';
  useEffect(() => {
    if (name) document.title = `${name} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [name]);
  if (!studio) return null;
  const edges = (studio.media?.edges ?? []).filter(notNull).filter((edge) => edge.node);
  return (
    <article>
      <EntityHeader
        name={name}
        subtitle={studio.isAnimationStudio ? 'Animation Studio' : 'Producer'}
        favourites={studio.favourites}
        favourite={{ kind: 'STUDIO', id: studio.id, isFavourite: studio.isFavourite }}
      >
        <EntityEditLink kind="studio" id={studio.id} />
      </EntityHeader>
      <div className={`container ${styles.body}`}>
        <section className={styles.section} aria-label="Media">
          <h2 className={styles.sectionTitle}>Media{studio.media?.pageInfo?.total ? ` (${studio.media.pageInfo.total})` : ''}</h2>
          {edges.length === 0 ? <p className={`card ${styles.empty}`}>No media yet.</p> : null}
          <div className={styles.grid}>
            {edges.map((edge, index) => (
              <MediaRoleCard
                key={`${edge.node!.id}-${index}`}
                media={edge.node!}
                role={[formatLabel(edge.node!.format, true), edge.node!.startDate?.year, edge.isMainStudio ? '' : 'Producer']
                  .filter(Boolean)
                  .join(' · ')}
              />
            ))}
          </div>
          <EntityPager page={studio.media?.pageInfo?.currentPage ?? 1} hasNext={!!studio.media?.pageInfo?.hasNextPage} />
        </section>
      </div>
    </article>
  );
}
