import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../components/Cover/Cover.tsx';
import { formatLabel, statusLabel, titleCase } from '../../format/labels.ts';
import { mediaPath } from '../../format/slug.ts';
import type { MediaRelations_media$key } from './__generated__/MediaRelations_media.graphql';
import styles from './MediaPage.module.css';

// Display order of relation types (core §3 "Relation order"); others follow.
const ORDER = ['ADAPTATION', 'PREQUEL', 'SEQUEL', 'PARENT', 'ALTERNATIVE', 'SIDE_STORY', 'SPIN_OFF', 'SUMMARY', 'CHARACTER', 'OTHER'];
const rankOf = (type: string | null | undefined) => {
  const index = ORDER.indexOf(type ?? '');
  return index === -1 ? ORDER.length : index;
};

export function MediaRelations({ media }: { media: MediaRelations_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaRelations_media on Media {
        relations {
          edges {
            id
            relationType(version: 2)
            node {
              id
              type
              format
              status
              title { userPreferred }
              coverImage { large color }
            }
          }
        }
      }
    `,
    media,
  );
  const edges = (data.relations?.edges ?? [])
    .filter((edge) => edge?.node)
    .sort((a, b) => rankOf(a?.relationType) - rankOf(b?.relationType));
  if (edges.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Relations</h2>
      <div className={styles.relations}>
        {edges.map((edge) => {
          const node = edge!.node!;
          const title = node.title?.userPreferred ?? '';
          return (
            <Link key={`${edge!.id ?? node.id}-${edge!.relationType}`} to={mediaPath(node.type, node.id, title)} className={`card ${styles.relation}`}>
              <Cover src={node.coverImage?.large} color={node.coverImage?.color} alt={title} className={styles.relationCover} />
              <div className={styles.relationBody}>
                <span className={styles.relationType}>{titleCase(edge!.relationType ?? 'OTHER')}</span>
                <span className={styles.relationTitle}>{title}</span>
                <span className={styles.relationMeta}>
                  {[formatLabel(node.format, true), statusLabel(node.status)].filter(Boolean).join(' · ')}
                </span>
              </div>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
