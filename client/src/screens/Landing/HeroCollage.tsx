import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { mediaPath } from '../../format/slug.ts';
import { Cover } from '../../components/Cover/Cover.tsx';
import type { HeroCollage_media$key } from './__generated__/HeroCollage_media.graphql';
import styles from './Landing.module.css';

/** A tilted wall of trending covers beside the hero text (desktop only). */
export function HeroCollage({ media }: { media: HeroCollage_media$key | null | undefined }) {
  const items = useFragment(
    graphql`
      fragment HeroCollage_media on Media @relay(plural: true) {
        id
        type
        title { userPreferred }
        coverImage { large color }
      }
    `,
    media ?? null,
  );
  const covers = (items ?? []).filter((item) => item != null).slice(0, 6);
  if (covers.length < 3) return <div className={styles.collagePlaceholder} aria-hidden="true" />;
  return (
    <div className={styles.collage} aria-hidden="true">
      {covers.map((item) => (
        <Link key={item.id} to={mediaPath(item.type, item.id, item.title?.userPreferred)} className={styles.collageItem} tabIndex={-1}>
          <Cover src={item.coverImage?.large} color={item.coverImage?.color} alt={item.title?.userPreferred ?? ''} eager />
        </Link>
      ))}
    </div>
  );
}
