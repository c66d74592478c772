import { graphql, useFragment } from 'react-relay';
import type { MediaTrailer_media$key } from './__generated__/MediaTrailer_media.graphql';
import { VideoEmbed } from '../../../components/VideoEmbed/VideoEmbed.tsx';
import { videoSource } from '../../../components/VideoEmbed/videoSites.ts';
import styles from '../MediaPage.module.css';

/**
 * Trailer (MEDIA-17): a thumbnail that loads the site's player in place when clicked, so a page view that never
 * plays it loads none of the video site's scripts. No section at all without a trailer on a known site and a real id.
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
  const video = videoSource(data.trailer?.site, data.trailer?.id);
  if (!video) return null;
  // The catalogue's own thumbnail when it has one on https or on this site; otherwise the video site's for the id.
  const own = data.trailer?.thumbnail;
  const thumbnail = own && (own.startsWith('https://') || /^\/(?![/\\])/.test(own)) ? own : video.thumbnail;
  return (
    <section className={styles.section} aria-label="Trailer">
      <h2 className={styles.sectionTitle}>Trailer</h2>
      <VideoEmbed video={{ ...video, thumbnail }} title="Play the trailer" />
    </section>
  );
}
