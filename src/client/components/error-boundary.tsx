import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of the children once they failed; `reset` renders them again. */
  fallback: (failure: { error: unknown; reset: () => void }) => ReactNode;
  /** Told of each error caught (to report it). */
  onError?: (error: unknown) => void;
  /** The error clears when this changes: another page was opened. */
  resetKey?: unknown;
}

type State = { failed: false } | { failed: true; error: unknown };

/**
 * Catches an error thrown while rendering its children (a page's code, or its script that could
 * not be loaded) and shows the fallback in their place, so one failure never blanks the app.
 * React offers this only to class components.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback({ error: this.state.error, reset: this.reset });
  }
}
