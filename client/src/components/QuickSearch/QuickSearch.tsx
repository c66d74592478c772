import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { CloseIcon, SearchIcon } from '../icons.tsx';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { useQuickSearch } from './quickSearchState.tsx';
import { useViewer } from '../../session/useViewer.ts';
import { QUICK_SEARCH_DEBOUNCE_MS, randomHint } from './quickSearchRules.ts';
import { QuickSearchResults } from './QuickSearchResults.tsx';
import styles from './QuickSearch.module.css';

/** Full-screen search overlay (social §2); closes on Escape, a click outside the panel, or the X. */
export function QuickSearch() {
  const { isOpen, close } = useQuickSearch();
  if (!isOpen) return null;
  return <QuickSearchOverlay onClose={close} />;
}

function QuickSearchOverlay({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [hint] = useState(() => randomHint(Math.random()));
  const debounced = useDebouncedValue(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const search = useDeferredValue(debounced);
  const input = useRef<HTMLInputElement>(null);
  const adult = useViewer()?.options?.displayAdultContent === true;

  useEffect(() => {
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label="Quick search">
        <div className={styles.field}>
          <SearchIcon size={20} />
          <input
            ref={input}
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search anime, manga, characters, staff…"
            aria-label="Search"
          />
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close search">
            <CloseIcon size={20} />
          </button>
        </div>
        {search ? (
          <Suspense fallback={<p className={styles.hint}>Searching…</p>}>
            <QuickSearchResults search={search} adult={adult} />
          </Suspense>
        ) : (
          <p className={styles.hint}>{hint}</p>
        )}
      </div>
    </div>
  );
}
