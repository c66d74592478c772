import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatLabel } from '../../format/labels.ts';
import { notNull } from '../../system/notNull.ts';
import { Cover } from '../Cover/Cover.tsx';
import type { RecommendationSearchVariables } from './recommendationRules.ts';
import type { RecommendationSearchResultsQuery } from './__generated__/RecommendationSearchResultsQuery.graphql';
import styles from './Recommendation.module.css';

// Page(perPage: 8) is one stored record shared with the quick search's anime column: only `media` is read from it,
// whose arguments differ, never its pageInfo.
const query = graphql`
  query RecommendationSearchResultsQuery(
    $id: Int
    $search: String
    $type: MediaType
    $formatIn: [MediaFormat]
    $exclude: Int
    $isAdult: Boolean
  ) {
    Page(perPage: 8) {
      media(id: $id, search: $search, type: $type, format_in: $formatIn, id_not: $exclude, isAdult: $isAdult, sort: [SEARCH_MATCH]) {
        id
        format
        title { userPreferred }
        coverImage { medium color }
        startDate { year }
      }
    }
  }
`;

interface Props {
  variables: RecommendationSearchVariables;
  adult: boolean;
  busy: boolean;
  onChoose: (mediaId: number) => void;
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
}

/** The titles a search found, each one button: choosing it recommends it. */
export function RecommendationSearchResults({ variables, adult, busy, onChoose, fetchKey }: Props) {
  const data = useLazyLoadQuery<RecommendationSearchResultsQuery>(
    query,
    { ...variables, isAdult: adult ? null : false },
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  const found = (data.Page?.media ?? []).filter(notNull);
  if (found.length === 0) return <p className={styles.searchHint}>No Results</p>;
  return (
    <ul className={styles.results} aria-label="Search results">
      {found.map((media) => {
        const title = media.title?.userPreferred ?? '';
        const meta = [formatLabel(media.format, true), media.startDate?.year].filter(Boolean).join(' · ');
        return (
          <li key={media.id}>
            <button
              type="button"
              className={styles.result}
              disabled={busy}
              onClick={() => onChoose(media.id)}
              aria-label={`Recommend ${title}`}
            >
              <Cover src={media.coverImage?.medium} color={media.coverImage?.color} alt="" className={styles.resultCover} />
              <span className={styles.resultText}>
                <span className={styles.resultTitle}>{title}</span>
                <span className={styles.resultMeta}>{meta}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
