import { useState } from 'react';
import { cycleInclusion, type FilterState } from '../rules/filterState.ts';
import { genreOptions, matchTags } from '../rules/options.ts';
import { FilterDropdown } from './FilterDropdown.tsx';
import styles from './Filters.module.css';

interface Props {
  state: FilterState;
  tags: readonly string[];
  adult: boolean;
  onChange: (change: Partial<FilterState>) => void;
}

/** Genres and tags in one list; a click cycles not set → included → excluded → cleared (core §4). */
export function GenreTagFilter({ state, tags, adult, onChange }: Props) {
  const [text, setText] = useState('');
  const genres = matchTags(genreOptions(adult), text);
  const matchingTags = matchTags(tags, text);
  const count = state.genres.length + state.excludedGenres.length + state.tags.length + state.excludedTags.length;
  const first = state.genres[0] ?? state.tags[0] ?? state.excludedGenres[0] ?? state.excludedTags[0];
  const summary = count === 0 ? 'Any' : count === 1 ? first! : `${first} +${count - 1}`;

  const cycleGenre = (genre: string) => {
    const next = cycleInclusion(state.genres, state.excludedGenres, genre);
    onChange({ genres: next.included, excludedGenres: next.excluded });
  };
  const cycleTag = (tag: string) => {
    const next = cycleInclusion(state.tags, state.excludedTags, tag);
    onChange({ tags: next.included, excludedTags: next.excluded });
  };
  const mark = (included: readonly string[], excluded: readonly string[], value: string) =>
    included.includes(value) ? 'included' : excluded.includes(value) ? 'excluded' : undefined;

  return (
    <FilterDropdown label="Genres" summary={summary} active={count > 0} wide>
      <input
        className={styles.panelSearch}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Filter genres and tags"
        aria-label="Filter genres and tags"
      />
      <div className={styles.group}>Genres</div>
      <ul className={styles.options}>
        {genres.map((genre) => (
          <li key={genre}>
            <button
              type="button"
              className={styles.cycle}
              data-state={mark(state.genres, state.excludedGenres, genre)}
              onClick={() => cycleGenre(genre)}
            >
              {genre}
            </button>
          </li>
        ))}
      </ul>
      {matchingTags.length ? <div className={styles.group}>Tags</div> : null}
      <ul className={styles.options}>
        {matchingTags.slice(0, 60).map((tag) => (
          <li key={tag}>
            <button
              type="button"
              className={styles.cycle}
              data-state={mark(state.tags, state.excludedTags, tag)}
              onClick={() => cycleTag(tag)}
            >
              {tag}
            </button>
          </li>
        ))}
      </ul>
    </FilterDropdown>
  );
}
