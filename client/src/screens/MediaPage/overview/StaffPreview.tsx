import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { notNull } from '../../../system/notNull.ts';
import type { StaffPreview_media$key } from './__generated__/StaffPreview_media.graphql';
import { StaffRoleCard } from '../staff/StaffRoleCard.tsx';
import styles from '../MediaPage.module.css';
import cardStyles from '../characters/Characters.module.css';

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
    <section className={styles.section} aria-label="Staff">
      <h2 className={styles.sectionTitle}>
        <Link to={moreTo}>Staff</Link>
      </h2>
      <div className={cardStyles.grid}>
        {edges.map((edge, index) => (
          <StaffRoleCard key={index} edge={edge} />
        ))}
      </div>
    </section>
  );
}
