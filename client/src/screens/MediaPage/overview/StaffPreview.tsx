import { graphql, useFragment } from 'react-relay';
import { notNull } from '../../../system/notNull.ts';
import type { StaffPreview_media$key } from './__generated__/StaffPreview_media.graphql';
import { StaffRoleCard } from '../staff/StaffRoleCard.tsx';
import { PeoplePreview } from './PeoplePreview.tsx';

/** 8 staff members with their roles (core §2, §9). */
export function StaffPreview({ media, moreTo }: { media: StaffPreview_media$key; moreTo: string }) {
  const data = useFragment(
    graphql`
      fragment StaffPreview_media on Media {
        staffPreview: staff(page: 1, perPage: 8, sort: [RELEVANCE, ID]) {
          edges { ...StaffRoleCard_edge }
        }
      }
    `,
    media,
  );
  const edges = (data.staffPreview?.edges ?? []).filter(notNull);
  if (edges.length === 0) return null;
  return (
    <PeoplePreview label="Staff" moreTo={moreTo}>
      {edges.map((edge, index) => (
        <StaffRoleCard key={index} edge={edge} />
      ))}
    </PeoplePreview>
  );
}
