import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { notNull } from '../../../system/notNull.ts';
import type { MediaStaffQuery } from './__generated__/MediaStaffQuery.graphql';
import { mediaStaffQuery } from './MediaStaffQuery.ts';
import { StaffRoleCard } from './StaffRoleCard.tsx';
import { EntityPager } from '../../../components/EntityPage/EntityPager.tsx';
import styles from '../characters/Characters.module.css';

/** Staff sub-page: every staff member with their role, 25 per page. */
export function MediaStaff() {
  const { Media: media } = useRouteQuery<MediaStaffQuery>(mediaStaffQuery);
  const edges = (media?.staff?.edges ?? []).filter(notNull);
  const pageInfo = media?.staff?.pageInfo;
  return (
    <section aria-label="Staff">
      {edges.length === 0 ? <p className="card">No staff have been added yet.</p> : null}
      <div className={styles.grid}>
        {edges.map((edge, index) => (
          <StaffRoleCard key={index} edge={edge} />
        ))}
      </div>
      <EntityPager page={pageInfo?.currentPage ?? 1} hasNext={!!pageInfo?.hasNextPage} />
    </section>
  );
}
