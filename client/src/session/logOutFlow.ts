import { useLogOut } from '../mutations/logOut.ts';
import { clearStoreCache } from '../system/cache/storeCache.ts';
import { showConfirm } from '../system/dialogs.ts';
import { clearUserCaches } from './viewerStorage.ts';
import { viewerSession } from './viewerSession.ts';

/**
 * Logout (social §2, §5): confirmation "Confirm Logout", then the Logout mutation, local caches cleared, and a full
 * load of the root so that nothing fetched for this viewer stays in memory. Cancelling does nothing.
 */
export function useConfirmAndLogOut(): () => Promise<void> {
  const [logOut] = useLogOut();
  return async () => {
    const confirmed = await showConfirm('Confirm Logout', 'Are you sure you want to logout?', 'Yes, Logout');
    if (!confirmed) return;
    const leave = () => {
      // The client cache first: its writer stops before the viewer is cleared, and every viewer's records go.
      const clearing = clearStoreCache();
      viewerSession.clear();
      clearUserCaches();
      void clearing.finally(() => window.location.assign('/'));
    };
    // An already expired session is logged out all the same; the local state goes either way.
    logOut({ onCompleted: leave, onError: leave });
  };
}
