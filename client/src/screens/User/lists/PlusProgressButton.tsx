import { canAddProgress } from '../../../components/ListEditor/rules/progress.ts';
import { useSaveListEntry } from '../../../mutations/saveListEntry.ts';
import { toastError } from '../../../system/toasts.ts';
import styles from './MediaList.module.css';

interface Props {
  entryId: number;
  progress: number | null | undefined;
  max: number | null;
  revision: number | null | undefined;
  title: string;
  className?: string;
}

/** The +1 progress button (core §4): hidden at the maximum; the new progress shows at once. */
export function PlusProgressButton({ entryId, progress, max, revision, title, className }: Props) {
  const [saveListEntry, saving] = useSaveListEntry();
  if (!canAddProgress(progress, max)) return null;
  // The revision the +1 counts from: a change made meanwhile in another tab is refused, not overwritten.
  const increment = () =>
    saveListEntry(
      { id: entryId, progress: (progress ?? 0) + 1, ...(revision != null ? { basedOnRevision: revision } : {}) },
      { onError: toastError },
    );
  return (
    <button
      type="button"
      className={`${styles.plus} ${className ?? ''}`}
      disabled={saving}
      aria-label={`Increment progress of ${title}`}
      title="+1"
      onClick={increment}
    >
      +
    </button>
  );
}
