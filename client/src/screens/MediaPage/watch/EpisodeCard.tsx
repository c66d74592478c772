import type { StreamingEpisode } from '../rules/watch.ts';
import styles from '../MediaPage.module.css';

/** A streaming episode: thumbnail and title, linking out to the streaming site. */
export function EpisodeCard({ episode }: { episode: StreamingEpisode }) {
  return (
    <a className={styles.episode} href={episode.url ?? undefined} target="_blank" rel="noreferrer noopener" data-testid="episode">
      {episode.thumbnail ? <img src={episode.thumbnail} alt="" loading="lazy" /> : null}
      <span className={styles.episodeTitle}>{episode.title}</span>
    </a>
  );
}
