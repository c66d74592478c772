import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface QuickSearchControls {
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly close: () => void;
}

const QuickSearchContext = createContext<QuickSearchControls>({ isOpen: false, open: () => {}, close: () => {} });

/** Opened by the nav search icon or Ctrl/Cmd+S, closed after every navigation (social §2). */
export function QuickSearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <QuickSearchContext.Provider value={value}>{children}</QuickSearchContext.Provider>;
}

export function useQuickSearch(): QuickSearchControls {
  return useContext(QuickSearchContext);
}
