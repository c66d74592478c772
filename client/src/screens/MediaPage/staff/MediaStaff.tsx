import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { notNull } from '../../../system/notNull.ts';
import type { MediaStaffQuery } from './__generated__/MediaStaffQuery.graphql';
import { mediaStaffQuery } from './MediaStaffQuery.ts';
import { StaffRoleCard } from './StaffRoleCard.tsx';
import { RoleGrid } from '../characters/RoleGrid.tsx';

/** Staff sub-page: every staff member with their role, 25 per page. */
export function MediaStaff() {
  const { Media: media } = useRouteQuery<MediaStaffQuery>(mediaStaffQuery);
  const edges = (media?.staff?.edges ?? []).filter(notNull);
  return (
    <RoleGrid label="Staff" empty="No staff have been added yet." count={edges.length} pageInfo={media?.staff?.pageInfo}>
      {edges.map((edge, index) => (
        <StaffRoleCard key={index} edge={edge} />
      ))}
    </RoleGrid>
  );
}
