import { useState } from 'react';
import type { VideoSource } from './videoSites.ts';
import styles from './VideoEmbed.module.css';

interface Props {
  video: VideoSource;
  /** The accessible name of the thumbnail's button and of the player. */
  title: string;
  /** Start with the player (the reader already clicked a thumbnail elsewhere). */
  playing?: boolean;
}

/**
 * A video that loads its player only when the reader asks: until then a thumbnail with a play button, so a page
 * view hands nothing to the video's site but the thumbnail request. The player is a sandboxed frame: it may run its
 * own scripts on its own origin and open the video's page in a new tab, never navigate or script this page.
 */
export function VideoEmbed({ video, title, playing = false }: Props) {
  const [play, setPlay] = useState(playing);
  return (
    <span className={styles.video} data-site={video.site}>
      {play ? (
        <iframe
          className={styles.frame}
          src={video.embedUrl}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          // The players refuse to play without knowing the embedding site; only the origin is sent.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.thumbnail} aria-label={title} onClick={() => setPlay(true)}>
          <img src={video.thumbnail} alt="" loading="lazy" />
          <span className={styles.play} aria-hidden="true">
            ▶
          </span>
        </button>
      )}
    </span>
  );
}
