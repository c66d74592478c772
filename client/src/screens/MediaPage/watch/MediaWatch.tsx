import { graphql, useFragment } from 'react-relay';
import { notNull } from '../../../system/notNull.ts';
import type { MediaWatch_media$key } from './__generated__/MediaWatch_media.graphql';
import { useMediaOutlet } from '../mediaOutlet.ts';
import { EpisodeCard } from './EpisodeCard.tsx';
import styles from '../MediaPage.module.css';

/** The Watch sub-page: every streaming episode (the tab only shows when there are some). */
export function MediaWatch() {
  const { media } = useMediaOutlet();
  const data = useFragment<MediaWatch_media$key>(
    graphql`
      fragment MediaWatch_media on Media {
        streamingEpisodes { title url thumbnail site }
      }
    `,
    media,
  );
  const episodes = (data.streamingEpisodes ?? []).filter(notNull);
  return (
    <section className={styles.section} aria-label="Watch">
      <h2 className={styles.sectionTitle}>Watch</h2>
      {episodes.length === 0 ? (
        <p className={styles.emptyState}>No streaming episodes have been added yet.</p>
      ) : (
        <div className={styles.episodes}>
          {episodes.map((episode, index) => (
            <EpisodeCard key={`${episode.url}-${index}`} episode={episode} />
          ))}
        </div>
      )}
    </section>
  );
}
