import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '@/lib/lazy-with-timeout';

interface Props {
  /** Renders the failure; `retry` re-mounts the children. */
  readonly fallback: (error: Error, retry: () => void) => ReactNode;
  readonly children: ReactNode;
  /** A change of this key (the URL) clears the failure. */
  readonly resetKey: string;
}

interface State {
  readonly error: Error | null;
  readonly resetKey: string;
}

/** Catches a page that failed to load or render, so the frame stays usable. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback(error, () => this.setState({ error: null }));
  }
}

export const isChunkError = (error: Error): boolean => error instanceof ChunkLoadError;
