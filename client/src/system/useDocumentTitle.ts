import { useEffect } from 'react';
import { SITE_NAME } from './siteLinks.ts';

/** "{title} · {site}" while the screen is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);
}
