import { graphql, useFragment } from 'react-relay';
import { CoverCard } from '../../../components/CoverCard/CoverCard.tsx';
import { MediaCard } from '../../../components/MediaCard/MediaCard.tsx';
import type { MediaResultList_media$key } from './__generated__/MediaResultList_media.graphql';
import { hasRankBadge, rankNumber } from '../rules/presets.ts';
import { SEARCH_PAGE_SIZE } from '../rules/variables.ts';
import { MediaTableRow } from './MediaTableRow.tsx';
import type { SearchView } from './searchView.ts';
import styles from '../Search.module.css';

const VIEW_CLASS: Record<SearchView, string | undefined> = { cover: styles.coverGrid, chart: styles.results, table: styles.table };

/** One list of media in the chosen view; top lists number their entries and badge ranks 1 to 100. */
export function MediaResultList(props: { media: MediaResultList_media$key; ranked: boolean; view: SearchView; placeholders: number }) {
  const media = useFragment(
    graphql`
      fragment MediaResultList_media on Media @relay(plural: true) {
        id
        ...CoverCard_media
        ...MediaCard_media
        ...MediaTableRow_media
      }
    `,
    props.media,
  );
  const { view, ranked } = props;
  return (
    <div className={VIEW_CLASS[view]} data-view={view} data-testid="search-results">
      {media.map((item, index) => {
        const rank = rankNumber(Math.floor(index / SEARCH_PAGE_SIZE), (index % SEARCH_PAGE_SIZE) + 1);
        const badge = ranked && hasRankBadge(rank) ? <span className={styles.rank}>#{rank}</span> : null;
        return (
          <div key={item.id} className={styles.result} data-rank={ranked ? rank : undefined}>
            {view === 'table' ? null : badge}
            {view === 'cover' ? <CoverCard media={item} /> : null}
            {view === 'chart' ? <MediaCard media={item} /> : null}
            {view === 'table' ? <MediaTableRow media={item} rank={ranked && hasRankBadge(rank) ? rank : null} /> : null}
          </div>
        );
      })}
      {Array.from({ length: props.placeholders }, (_, i) => (
        <div
          key={`placeholder-${i}`}
          className={`${styles.placeholder} ${styles[`placeholder-${view}`] ?? ''}`}
          data-testid="placeholder"
        />
      ))}
    </div>
  );
}
