import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { updateUser, type UserChanges } from '../../mutations/updateUser.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { invalidateStore } from '../../system/relayEnvironment.ts';
import { showToast, toastError } from '../../system/toasts.ts';

// Options that change what the server returns everywhere (userPreferred titles and names, adult media).
const VIEWER_DEPENDENT: readonly (keyof UserChanges)[] = ['titleLanguage', 'staffNameLanguage', 'displayAdultContent'];

export const SETTINGS_SAVED = 'Settings saved';

/**
 * Saves settings through UpdateUser, then refreshes the session's viewer; when an option changes what queries return,
 * everything in the store is marked stale and the screen's loaders run again, so the change shows at once.
 */
export function useSaveSettings() {
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (changes: UserChanges): Promise<boolean> => {
      setSaving(true);
      try {
        await updateUser(changes, viewerSession.getState().viewer?.id);
        showToast(SETTINGS_SAVED, { kind: 'success' });
        await viewerSession.refresh();
        if (VIEWER_DEPENDENT.some((key) => changes[key] !== undefined)) {
          invalidateStore();
          await revalidator.revalidate();
        }
        return true;
      } catch (error) {
        toastError(error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [revalidator],
  );

  return { save, saving };
}
