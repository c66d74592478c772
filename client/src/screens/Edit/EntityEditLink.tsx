import { Link } from 'react-router-dom';
import { useViewer } from '../../session/useViewer.ts';
import { isModerator } from './editRules.ts';
import styles from './Edit.module.css';

/**
 * The Edit link of the character, staff and studio pages (social §2): for signed-in members (who submit), and for a
 * studio only for moderators (its edit page is guarded like the dashboard).
 */
export function EntityEditLink({ kind, id }: { kind: 'character' | 'staff' | 'studio'; id: number }) {
  const viewer = useViewer();
  if (!viewer || (kind === 'studio' && !isModerator(viewer.moderatorRoles))) return null;
  return (
    <p className={styles.entityEdit}>
      <Link to={`/edit/${kind}/${id}`}>Edit</Link>
    </p>
  );
}
