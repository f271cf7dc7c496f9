import { errorReporter } from '@tailwise/shared';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// Only a crash needs this screen, so its code is not part of the first load.
const UnexpectedError = lazy(() => import('./UnexpectedError').then((m) => ({ default: m.UnexpectedError })));

/** The outermost boundary: a crash outside any remote shows the Unexpected Error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    errorReporter.captureException(error, {
      tags: { failure: 'shell-render' },
      extra: { componentStack: info.componentStack },
    });
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <UnexpectedError />
      </Suspense>
    );
  }
}
