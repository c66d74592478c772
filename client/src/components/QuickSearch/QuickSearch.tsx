import { useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '../icons.tsx';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { useFocusTrap } from '../useFocusTrap.ts';
import { useQuickSearch } from './quickSearchState.tsx';
import { useViewer } from '../../session/useViewer.ts';
import { QUICK_SEARCH_DEBOUNCE_MS, randomHint, stepResult } from './quickSearchRules.ts';
import { QuickSearchResults } from './QuickSearchResults.tsx';
import styles from './QuickSearch.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

/**
 * Full-screen search overlay (social §2); closes on Escape, Ctrl/Cmd+S, a click outside the panel, or the X. Focus
 * stays inside while it is open; the arrow keys move through the results and Enter opens the one in focus.
 */
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
  const panel = useRef<HTMLDivElement>(null);
  const adult = useViewer()?.options?.displayAdultContent === true;
  useFocusTrap(panel);

  useEffect(() => {
    input.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  // Result links carry data-quick-result; Enter on a focused one is the link's own activation.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const typing = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (typing && event.target !== input.current) {
      // Typing while a result has focus goes on in the search field.
      input.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const results = [...(panel.current?.querySelectorAll<HTMLElement>('[data-quick-result]') ?? [])];
    if (results.length === 0) return;
    event.preventDefault();
    const next = stepResult(results.length, results.indexOf(document.activeElement as HTMLElement), event.key);
    (next === -1 ? input.current : results[next])?.focus();
  };

  return (
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label="Quick search" onKeyDown={onKeyDown}>
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
          <BlockBoundary key={search} what="Search results" fallback={<p className={styles.hint}>Searching…</p>}>
            {(fetchKey) => <QuickSearchResults search={search} adult={adult} fetchKey={fetchKey} />}
          </BlockBoundary>
        ) : (
          <p className={styles.hint}>{hint}</p>
        )}
      </div>
    </div>
  );
}
