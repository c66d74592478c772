import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MediaRankings_media$key } from './__generated__/MediaRankings_media.graphql';
import { rankingLabel, rankingPreview, RANKING_PREVIEW_SIZE } from '../rules/rankings.ts';
import styles from '../MediaPage.module.css';

/** Sidebar rankings: 2 in the preview, all on request (core §2, MEDIA-34). Empty until the server ranks the media. */
export function MediaRankings({ media }: { media: MediaRankings_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaRankings_media on Media {
        rankings { id rank type context allTime season year format }
      }
    `,
    media,
  );
  const [all, setAll] = useState(false);
  const rankings = rankingPreview(data.rankings, Number.MAX_SAFE_INTEGER);
  if (rankings.length === 0) return null;
  const shown = all ? rankings : rankings.slice(0, RANKING_PREVIEW_SIZE);
  return (
    <section className={styles.rankings} aria-label="Rankings">
      {shown.map((ranking) => (
        <div key={ranking.id} className={`card ${styles.ranking}`} data-type={ranking.type}>
          <span aria-hidden="true">{ranking.type === 'RATED' ? '★' : '♥'}</span> {rankingLabel(ranking)}
        </div>
      ))}
      {rankings.length > RANKING_PREVIEW_SIZE ? (
        <button type="button" className={styles.readMore} onClick={() => setAll((value) => !value)}>
          {all ? 'Show fewer' : `Show all ${rankings.length} rankings`}
        </button>
      ) : null}
    </section>
  );
}
