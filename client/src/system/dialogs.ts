// Alert and confirmation dialogs (social §2, §5): one at a time, answered through a promise.
export interface DialogButton {
  readonly label: string;
  readonly value: boolean;
  readonly primary?: boolean;
}

export interface DialogRequest {
  readonly id: number;
  readonly title: string;
  readonly text: string;
  readonly buttons: readonly DialogButton[];
  readonly resolve: (value: boolean) => void;
}

type Listener = () => void;
let queue: readonly DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly DialogRequest[]): void {
  queue = next;
  listeners.forEach((listener) => listener());
}

function open(title: string, text: string, buttons: readonly DialogButton[]): Promise<boolean> {
  return new Promise((resolve) => emit([...queue, { id: nextId++, title, text, buttons, resolve }]));
}

/** An alert with one OK button; resolves when it is closed. */
export async function showAlert(title: string, text: string): Promise<void> {
  await open(title, text, [{ label: 'OK', value: true, primary: true }]);
}

/** A confirmation; true only when the confirming button was pressed (Escape and Cancel abort silently). */
export function showConfirm(title: string, text: string, confirmLabel: string, cancelLabel = 'Cancel'): Promise<boolean> {
  return open(title, text, [
    { label: cancelLabel, value: false },
    { label: confirmLabel, value: true, primary: true },
  ]);
}

export function answerDialog(id: number, value: boolean): void {
  const request = queue.find((item) => item.id === id);
  if (!request) return;
  emit(queue.filter((item) => item.id !== id));
  request.resolve(value);
}

export const dialogStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): DialogRequest | null => queue[0] ?? null,
};
