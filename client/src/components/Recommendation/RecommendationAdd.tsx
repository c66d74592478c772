import { useEffect, useRef, useState } from 'react';
import { useAddRecommendation } from '../../mutations/saveRecommendation.ts';
import { useViewer } from '../../session/useViewer.ts';
import { SearchIcon } from '../icons.tsx';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { RECOMMENDATION_SEARCH_DEBOUNCE_MS, recommendationSearchVariables } from './recommendationRules.ts';
import { RecommendationSearchResults } from './RecommendationSearchResults.tsx';
import styles from './Recommendation.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

interface Props {
  media: { readonly id: number; readonly type: string | null | undefined; readonly format: string | null | undefined };
  onDone: () => void;
}

/**
 * "Add recommendation" (social §5): a title or a media id, searched 300 ms after the last key among the media's own
 * type; choosing a result recommends it, rated up by the member.
 */
export function RecommendationAdd({ media, onDone }: Props) {
  const [text, setText] = useState('');
  const [addRecommendation, busy] = useAddRecommendation();
  const input = useRef<HTMLInputElement>(null);
  const adult = useViewer()?.options?.displayAdultContent === true;
  const debounced = useDebouncedValue(text, RECOMMENDATION_SEARCH_DEBOUNCE_MS);
  const variables = recommendationSearchVariables(debounced, media);

  useEffect(() => input.current?.focus(), []);

  const choose = (otherId: number) => addRecommendation(media.id, otherId, { onCompleted: onDone });

  return (
    <div className={`card ${styles.add}`}>
      <div className={styles.searchField}>
        <SearchIcon size={16} />
        <input
          ref={input}
          className={styles.searchInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
          placeholder="Search by title or enter an id"
          aria-label="Search for a title to recommend"
        />
      </div>
      {variables ? (
        <BlockBoundary key={JSON.stringify(variables)} what="Search results" fallback={<p className={styles.searchHint}>Searching…</p>}>
          {(fetchKey) => (
            <RecommendationSearchResults variables={variables} adult={adult} busy={busy} onChoose={choose} fetchKey={fetchKey} />
          )}
        </BlockBoundary>
      ) : null}
    </div>
  );
}
