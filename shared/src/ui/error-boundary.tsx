import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RegionError } from './region-status';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called before the boundary re-renders its children on Retry. */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/** Keeps a render failure inside its region: the rest of the page stays usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[region] render failed:', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? <RegionError onRetry={this.retry} /> : this.props.children;
  }
}
