import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

interface State {
  error: Error | null;
}

/**
 * Outer boundary around the whole app: catches what the router cannot (the layout itself, the router provider),
 * so that a broken shell still shows a way back instead of a blank page.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
