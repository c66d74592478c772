import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { WatchPreview_media$key } from './__generated__/WatchPreview_media.graphql';
import { watchPreview } from '../rules/watch.ts';
import { EpisodeCard } from '../watch/EpisodeCard.tsx';
import styles from '../MediaPage.module.css';

/** Watch preview: with streaming episodes and a named streaming site link only; 4 episodes, no PVs or trailers. */
export function WatchPreview({ media, moreTo }: { media: WatchPreview_media$key; moreTo: string }) {
  const data = useFragment(
    graphql`
      fragment WatchPreview_media on Media {
        streamingEpisodes { title url thumbnail site }
        externalLinks { site type }
      }
    `,
    media,
  );
  const episodes = watchPreview(data.streamingEpisodes, data.externalLinks);
  if (episodes.length === 0) return null;
  return (
    <section className={styles.section} aria-label="Watch">
      <h2 className={styles.sectionTitle}>
        <Link to={moreTo}>Watch</Link>
      </h2>
      <div className={styles.episodes}>
        {episodes.map((episode, index) => (
          <EpisodeCard key={`${episode.url}-${index}`} episode={episode} />
        ))}
      </div>
    </section>
  );
}
