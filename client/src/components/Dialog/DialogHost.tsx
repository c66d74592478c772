import { useSyncExternalStore } from 'react';
import { answerDialog, dialogStore } from '../../system/dialogs.ts';
import { AlertDialog } from './AlertDialog.tsx';

/** Shows the oldest open alert or confirmation (system/dialogs.ts); the next one follows when it is answered. */
export function DialogHost() {
  const request = useSyncExternalStore(dialogStore.subscribe, dialogStore.getSnapshot, () => null);
  if (!request) return null;
  return (
    <AlertDialog
      key={request.id}
      title={request.title}
      text={request.text}
      buttons={request.buttons}
      onAnswer={(value) => answerDialog(request.id, value)}
    />
  );
}
