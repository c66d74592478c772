import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { CloseIcon } from '../../components/icons.tsx';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useViewer } from '../../session/useViewer.ts';
import { notNull } from '../../system/notNull.ts';
import { addMedia, MAX_MEDIA, type DraftMedia } from './threadDraft.ts';
import type { MediaCategoryPickerQuery } from './__generated__/MediaCategoryPickerQuery.graphql';
import styles from './Editor.module.css';
import { BlockBoundary } from '../../components/LoadError/BlockBoundary.tsx';

const query = graphql`
  query MediaCategoryPickerQuery($search: String, $isAdult: Boolean) {
    Page(perPage: 6) {
      media(search: $search, isAdult: $isAdult, sort: [SEARCH_MATCH]) {
        id
        type
        format
        title { userPreferred }
      }
    }
  }
`;

interface Props {
  chosen: readonly DraftMedia[];
  onChange: (chosen: readonly DraftMedia[]) => void;
}

/** The anime and manga a thread is about (its media categories): searched by title, up to 2. */
export function MediaCategoryPicker({ chosen, onChange }: Props) {
  const [text, setText] = useState('');
  // core §9: searches wait 300 ms after the last key.
  const search = useDebouncedValue(text.trim(), 300);
  const full = chosen.length >= MAX_MEDIA;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>
        Media <span className={styles.hint}>(up to {MAX_MEDIA})</span>
      </legend>
      {chosen.length ? (
        <ul className={styles.chosen} aria-label="Chosen media">
          {chosen.map((media) => (
            <li key={media.id} className={styles.chip} data-chosen="true">
              {media.title}
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${media.title}`}
                onClick={() => onChange(chosen.filter((m) => m.id !== media.id))}
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <>
          <input
            className={styles.input}
            type="search"
            value={text}
            placeholder="Search anime or manga"
            aria-label="Search media"
            onChange={(event) => setText(event.target.value)}
          />
          {search ? (
            <BlockBoundary key={search} what="Search results" fallback={<p className={styles.hint}>Searching…</p>}>
              {(fetchKey) => (
                <MediaResults
                  search={search}
                  fetchKey={fetchKey}
                  onPick={(media) => {
                    onChange(addMedia(chosen, media));
                    setText('');
                  }}
                />
              )}
            </BlockBoundary>
          ) : null}
        </>
      )}
    </fieldset>
  );
}

function MediaResults({ search, fetchKey, onPick }: { search: string; fetchKey: number; onPick: (media: DraftMedia) => void }) {
  const adult = useViewer()?.options?.displayAdultContent === true;
  const data = useLazyLoadQuery<MediaCategoryPickerQuery>(query, { search, isAdult: adult ? null : false }, { fetchKey });
  const media = (data.Page?.media ?? []).filter(notNull);
  if (media.length === 0) return <p className={styles.hint}>No Results</p>;
  return (
    <ul className={styles.results} aria-label="Media results">
      {media.map((m) => {
        const title = m.title?.userPreferred ?? `Media ${m.id}`;
        return (
          <li key={m.id}>
            <button type="button" className={styles.result} onClick={() => onPick({ id: m.id, title })}>
              {title} <span className={styles.hint}>{m.format ?? m.type}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
