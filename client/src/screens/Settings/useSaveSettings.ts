import { useRevalidator } from 'react-router-dom';
import { useUpdateUser, type UserChanges } from '../../mutations/updateUser.ts';
import { useViewer } from '../../session/useViewer.ts';
import { invalidateStore } from '../../system/relayEnvironment.ts';
import { showToast, toastError } from '../../system/toasts.ts';

// Options that change what the server returns everywhere (userPreferred titles and names, adult media).
const VIEWER_DEPENDENT: readonly (keyof UserChanges)[] = ['titleLanguage', 'staffNameLanguage', 'displayAdultContent'];

export const SETTINGS_SAVED = 'Settings saved';

/**
 * Saves settings through UpdateUser; its answer updates the viewer's record, which is the session's viewer too. When
 * an option changes what queries return, everything in the store is marked stale and the screen's loaders run
 * again, so the change shows at once. `saving` is the save's in-flight state, then the loaders'.
 */
export function useSaveSettings(): { save: (changes: UserChanges) => void; saving: boolean } {
  const revalidator = useRevalidator();
  const viewer = useViewer();
  const [updateUser, isInFlight] = useUpdateUser();

  const save = (changes: UserChanges) =>
    updateUser(changes, viewer?.id, {
      onCompleted: () => {
        showToast(SETTINGS_SAVED, { kind: 'success' });
        if (VIEWER_DEPENDENT.some((key) => changes[key] !== undefined)) {
          invalidateStore();
          void revalidator.revalidate();
        }
      },
      onError: toastError,
    });

  return { save, saving: isInFlight || revalidator.state === 'loading' };
}
