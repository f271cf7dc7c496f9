import { errorReporter, type RemoteName } from '@tailwise/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadError } from '../federation/remote-load-failure';
import { remoteReleaseTags } from '../federation/remote-releases';

interface Props {
  remote: RemoteName;
  /** Changing it clears a caught error, e.g. on navigation or "Try again". */
  resetKey: string;
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches whatever one remote throws, so only its route shows a fallback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Load failures were reported by the loader with more detail.
    if (error instanceof RemoteLoadError) return;
    errorReporter.captureException(error, {
      tags: { remote: this.props.remote, failure: 'render', ...remoteReleaseTags(this.props.remote) },
      extra: { componentStack: info.componentStack },
    });
  }

  private retry = () => {
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
