import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { staffPath } from '../../../format/entityPath.ts';
import type { StaffRoleCard_edge$key } from './__generated__/StaffRoleCard_edge.graphql';
import styles from '../characters/Characters.module.css';

/** A staff member of the media with their role. */
export function StaffRoleCard({ edge }: { edge: StaffRoleCard_edge$key }) {
  const data = useFragment(
    graphql`
      fragment StaffRoleCard_edge on StaffEdge {
        role
        node { id name { userPreferred } image { large } }
      }
    `,
    edge,
  );
  const staff = data.node;
  if (!staff) return null;
  const name = staff.name?.userPreferred ?? '';
  return (
    <Link to={staffPath(staff.id, name)} className={`card ${styles.staffCard}`} data-testid="staff-role">
      <img src={staff.image?.large ?? undefined} alt="" className={styles.portrait} loading="lazy" />
      <span className={styles.halfText}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{data.role}</span>
      </span>
    </Link>
  );
}
