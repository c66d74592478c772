import { useSyncExternalStore } from 'react';
import { dismissToast, toastStore } from '../../system/toasts.ts';
import { CloseIcon } from '../icons.tsx';
import styles from './Toaster.module.css';

/** The toast stack, bottom right: announced politely to screen readers; every toast can be closed by hand. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <div className={styles.stack} role="region" aria-label="Notifications" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-kind={toast.kind} role="status" data-sticky={toast.duration === null}>
          <p className={styles.text}>{toast.text}</p>
          <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label="Dismiss">
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
