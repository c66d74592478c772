import { graphql, useFragment } from 'react-relay';
import type { MediaTags_media$key } from './__generated__/MediaTags_media.graphql';
import styles from './MediaPage.module.css';

/** Tags with their agreement percentage; spoiler tags stay hidden for now. */
export function MediaTags({ media }: { media: MediaTags_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaTags_media on Media {
        tags { id name rank isMediaSpoiler isGeneralSpoiler }
      }
    `,
    media,
  );
  const tags = (data.tags ?? []).filter((tag) => tag && !tag.isMediaSpoiler && !tag.isGeneralSpoiler);
  if (tags.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Tags</h2>
      <div className={styles.tags}>
        {tags.map((tag) =>
          tag ? (
            <span key={tag.id} className={`card ${styles.tag}`}>
              {tag.name}
              {tag.rank != null ? <span className={styles.tagRank}>{tag.rank}%</span> : null}
            </span>
          ) : null,
        )}
      </div>
    </section>
  );
}
