import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface QuickSearchControls {
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly close: () => void;
}

const QuickSearchContext = createContext<QuickSearchControls>({ isOpen: false, open: () => {}, close: () => {} });

/**
 * Opened by the nav search icon or Ctrl/Cmd+S, which also closes it; closed after every navigation (social §2).
 * Closing by hand (Escape, X, backdrop, shortcut) gives focus back to the element that had it when the search opened.
 */
export function QuickSearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    restoreFocus.current = true;
    setOpen(false);
  }, []);
  const location = useLocation();

  // After a navigation the focus belongs to the new page, not to the opener.
  useEffect(() => {
    restoreFocus.current = false;
    opener.current = null;
    setOpen(false);
  }, [location.key]);

  // Runs after the overlay (and its focus trap) is gone.
  useEffect(() => {
    if (isOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected && target !== document.body) target.focus({ preventScroll: true });
  }, [isOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (isOpen) close();
        else open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, open, close]);

  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <QuickSearchContext.Provider value={value}>{children}</QuickSearchContext.Provider>;
}

export function useQuickSearch(): QuickSearchControls {
  return useContext(QuickSearchContext);
}
