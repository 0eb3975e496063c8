import { Component, type ReactNode } from 'react';
import { BoundaryAttempt } from '@/lib/lazy-with-timeout';

interface Props {
  /** Renders the failure; `retry` renders the children again (a failed lazy chunk is imported again). */
  readonly fallback: (error: Error, retry: () => void) => ReactNode;
  readonly children: ReactNode;
  /** A change of this value (the URL, a modal's request) clears the failure. */
  readonly resetKey?: unknown;
}

interface State {
  readonly error: Error | null;
  readonly resetKey: unknown;
  /** Counts retries and resets: a lazy chunk that failed below imports again on the next one. */
  readonly attempt: number;
}

/** Catches what fails to load or render below it, so the rest of the screen keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { error: null, resetKey: props.resetKey, attempt: state.attempt + 1 };
  }

  private readonly retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (error) return this.props.fallback(error, this.retry);
    return <BoundaryAttempt.Provider value={attempt}>{this.props.children}</BoundaryAttempt.Provider>;
  }
}
