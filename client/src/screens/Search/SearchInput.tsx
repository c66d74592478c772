import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../components/icons.tsx';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import styles from './Search.module.css';

const DEBOUNCE_MS = 300;

/**
 * Search text kept in ?search= (core §4): typing settles for 300 ms, then the URL changes; the route is pushed
 * when the text was empty before and replaced otherwise, so Back returns to the unfiltered list.
 */
export function SearchInput({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('search') ?? '';
  const [text, setText] = useState(fromUrl);
  const written = useRef(fromUrl);
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS);

  // Back/Forward or a link changed the URL: show that text instead of what was typed.
  useEffect(() => {
    if (fromUrl !== written.current) {
      written.current = fromUrl;
      setText(fromUrl);
    }
  }, [fromUrl]);

  useEffect(() => {
    if (debounced === written.current) return;
    const next = new URLSearchParams(params);
    if (debounced) next.set('search', debounced);
    else next.delete('search');
    next.delete('sort');
    const replace = written.current !== '';
    written.current = debounced;
    setParams(next, { replace, preventScrollReset: true });
    // Only the settled text drives this; params are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <label className={styles.searchField}>
      <SearchIcon size={18} />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search"
        aria-label={label}
        autoComplete="off"
      />
    </label>
  );
}
