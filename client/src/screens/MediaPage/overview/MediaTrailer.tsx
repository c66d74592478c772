import { graphql, useFragment } from 'react-relay';
import type { MediaTrailer_media$key } from './__generated__/MediaTrailer_media.graphql';
import { trailerUrl } from '../rules/watch.ts';
import styles from '../MediaPage.module.css';

/**
 * Trailer (MEDIA-17): a thumbnail that opens the video on its site. An embedded player would load the site's
 * scripts on every media page view, so the page links out instead.
 */
export function MediaTrailer({ media }: { media: MediaTrailer_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaTrailer_media on Media {
        trailer { id site thumbnail }
      }
    `,
    media,
  );
  const url = data.trailer ? trailerUrl(data.trailer) : null;
  if (!data.trailer || !url) return null;
  return (
    <section className={styles.section} aria-label="Trailer">
      <h2 className={styles.sectionTitle}>Trailer</h2>
      <a className={styles.trailer} href={url} target="_blank" rel="noreferrer noopener" aria-label="Play the trailer">
        {data.trailer.thumbnail ? <img src={data.trailer.thumbnail} alt="" loading="lazy" /> : null}
        <span className={styles.play} aria-hidden="true">
          ▶
        </span>
      </a>
    </section>
  );
}
