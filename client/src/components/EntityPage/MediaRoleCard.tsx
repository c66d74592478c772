import { Link } from 'react-router-dom';
import { Cover } from '../Cover/Cover.tsx';
import { mediaPath } from '../../format/slug.ts';
import styles from './EntityPage.module.css';

export interface RoleMedia {
  readonly id: number;
  readonly type?: string | null;
  readonly title?: { readonly userPreferred?: string | null } | null;
  readonly coverImage?: { readonly large?: string | null; readonly color?: string | null } | null;
}

export interface RolePerson {
  readonly to: string;
  readonly name: string;
}

/** A media cover with the entity's role in it, and optionally the person of that role (voice actor, character). */
export function MediaRoleCard({ media, role, person }: { media: RoleMedia; role?: string | null; person?: RolePerson | null }) {
  const title = media.title?.userPreferred ?? '';
  return (
    <div className={styles.roleCard} data-testid="media-role">
      <Link to={mediaPath(media.type, media.id, title)} className={styles.roleCover} title={title}>
        <Cover src={media.coverImage?.large} color={media.coverImage?.color} alt={title} />
      </Link>
      <Link to={mediaPath(media.type, media.id, title)} className={styles.roleTitle}>
        {title}
      </Link>
      {role ? <span className={styles.roleText}>{role}</span> : null}
      {person ? (
        <Link to={person.to} className={styles.roleText}>
          {person.name}
        </Link>
      ) : null}
    </div>
  );
}
