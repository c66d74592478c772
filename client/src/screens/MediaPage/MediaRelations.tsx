import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../components/Cover/Cover.tsx';
import { formatLabel, statusLabel, titleCase } from '../../format/labels.ts';
import { mediaPath } from '../../format/slug.ts';
import type { MediaRelations_media$key } from './__generated__/MediaRelations_media.graphql';
import { relationView, sortRelations } from './rules/relations.ts';
import styles from './MediaPage.module.css';

/** Relations in the spec's order: wide cards below 4 edges, covers up to 9, a text list above (core §3, §9). */
export function MediaRelations({ media }: { media: MediaRelations_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaRelations_media on Media {
        relations {
          edges {
            relationType(version: 2)
            node {
              id
              type
              format
              status(version: 2)
              title { userPreferred }
              coverImage { large color }
            }
          }
        }
      }
    `,
    media,
  );
  const edges = sortRelations((data.relations?.edges ?? []).flatMap((edge) => (edge?.node ? [{ ...edge, node: edge.node }] : [])));
  if (edges.length === 0) return null;
  const view = relationView(edges.length);
  return (
    <section className={styles.section} aria-label="Relations">
      <h2 className={styles.sectionTitle}>Relations</h2>
      <div className={styles.relations} data-view={view}>
        {edges.map(({ node, relationType }) => {
          const title = node.title?.userPreferred ?? '';
          const type = titleCase(relationType ?? 'OTHER');
          const meta = [formatLabel(node.format, true), statusLabel(node.status)].filter(Boolean).join(' · ');
          const to = mediaPath(node.type, node.id, title);
          if (view === 'text') {
            return (
              <Link key={`${node.id}-${relationType}`} to={to} className={styles.relationText} data-testid="relation">
                <span className={styles.relationType}>{type}</span> <span className={styles.relationTitle}>{title}</span>{' '}
                <span className={styles.relationMeta}>{meta}</span>
              </Link>
            );
          }
          return (
            <Link key={`${node.id}-${relationType}`} to={to} className={`card ${styles.relation}`} data-testid="relation" title={title}>
              <Cover src={node.coverImage?.large} color={node.coverImage?.color} alt={title} className={styles.relationCover} />
              <div className={styles.relationBody}>
                <span className={styles.relationType}>{type}</span>
                <span className={styles.relationTitle}>{title}</span>
                <span className={styles.relationMeta}>{meta}</span>
              </div>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
