import { useEffect, useId } from 'react';

// Which activity editors (status, reply, edit) are open: the home feed does not refresh under someone writing
// (core §4 "no markdown editor is active").
const active = new Set<string>();

export const anyEditorActive = (): boolean => active.size > 0;

/** Counts the calling editor as active while `on` (and forgets it when it unmounts). */
export function useEditorActivity(on: boolean): void {
  const key = useId();
  useEffect(() => {
    if (!on) return;
    active.add(key);
    return () => {
      active.delete(key);
    };
  }, [key, on]);
}
