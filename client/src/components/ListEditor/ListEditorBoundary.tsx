import { Component, type ReactNode } from 'react';
import { toastError } from '../../system/toasts.ts';
import { closeListEditor } from './listEditorStore.ts';

/** A failed load (the editor's code or its data) is told in a toast, and the editor closes. */
export class ListEditorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    toastError(error);
    closeListEditor();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
