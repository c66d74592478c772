import { useSaveListEntry } from '../../mutations/saveListEntry.ts';
import { showToast, toastError } from '../../system/toasts.ts';
import { quickActionToast } from './rules/quickActions.ts';
import type { ListStatus } from './rules/statusLabels.ts';

export interface QuickActionTarget {
  readonly id: number;
  readonly type: string | null | undefined;
  readonly title: string;
  readonly hasEntry: boolean;
}

/**
 * A quick action (media header, media and activity cards): saves the status alone (social §7: status and mediaId;
 * the server fills the dates) and tells the member, "X added to {status} list" or "{title} list entry updated".
 * The second value is the save's in-flight state.
 */
export function useSaveQuickStatus(): [(media: QuickActionTarget, status: ListStatus) => void, boolean] {
  const [saveListEntry, isInFlight] = useSaveListEntry();
  const save = (media: QuickActionTarget, status: ListStatus) =>
    saveListEntry(
      { mediaId: media.id, status },
      {
        onCompleted: (saved) => {
          showToast(quickActionToast(saved.media?.title?.userPreferred ?? media.title, status, media.type, media.hasEntry), {
            kind: 'success',
          });
        },
        onError: toastError,
      },
    );
  return [save, isInFlight];
}
