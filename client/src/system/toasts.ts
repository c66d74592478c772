import { errorToast, GraphQLRequestError, TOAST_MS } from './transport/errors.ts';

// Toasts (core §8, §9): 5 s by default, 6000 ms for a failed login, and some that never close (duration null).
export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly kind: ToastKind;
  readonly duration: number | null;
}

interface ToastOptions {
  kind?: ToastKind;
  duration?: number | null;
}

type Listener = () => void;
const NO_TOASTS: readonly Toast[] = [];
let toasts: readonly Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function showToast(text: string, { kind = 'info', duration = TOAST_MS }: ToastOptions = {}): number {
  // A toast that never closes is shown once however often its cause repeats.
  const same = toasts.find((toast) => toast.duration === null && duration === null && toast.text === text);
  if (same) return same.id;
  const toast: Toast = { id: nextId++, text, kind, duration };
  emit([...toasts, toast]);
  if (duration !== null)
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), duration),
    );
  return toast.id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

/** The general failure toast of core §8, unless the transport already showed one for this error. */
export function toastError(error: unknown): void {
  if (error instanceof GraphQLRequestError && error.handled) return;
  const { text, duration } = errorToast(error);
  showToast(text, { kind: 'error', duration });
}

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Toast[] => toasts,
  /** None on the server: toasts come from what the visitor does. */
  getServerSnapshot: (): readonly Toast[] => NO_TOASTS,
};
