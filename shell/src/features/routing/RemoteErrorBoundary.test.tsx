// A remote's render error is reported with that remote's release, which the gateway's canary watch counts.
import { setErrorReporter, type ErrorReporter } from '@tailwise/shared';
import { render, screen } from '@testing-library/react';
import { setRemoteVersions } from '../federation/remote-releases';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Throws(): never {
  throw new Error('canary broke');
}

describe('RemoteErrorBoundary', () => {
  const captured: Parameters<ErrorReporter['captureException']>[] = [];
  beforeEach(() => {
    captured.length = 0;
    setErrorReporter({ captureException: (...args) => captured.push(args), captureMessage: () => {} });
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    setErrorReporter(null);
    jest.restoreAllMocks();
  });

  it('tags a render error with the remote and the version this page registered', () => {
    setRemoteVersions({ quiz: { version: '2.0.0-canary' }, dashboard: { version: '1.0.0' } });
    render(
      <RemoteErrorBoundary remote="quiz" resetKey="a" onRetry={() => {}} fallback={() => <p>Fallback</p>}>
        <Throws />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(captured).toHaveLength(1);
    expect(captured[0]![1]!.tags).toEqual({ remote: 'quiz', failure: 'render', remote_release: 'quiz@2.0.0-canary' });
  });

  it('leaves the release tag out when the remote was never registered', () => {
    setRemoteVersions({});
    render(
      <RemoteErrorBoundary remote="quiz" resetKey="a" onRetry={() => {}} fallback={() => <p>Fallback</p>}>
        <Throws />
      </RemoteErrorBoundary>,
    );
    expect(captured[0]![1]!.tags).toEqual({ remote: 'quiz', failure: 'render' });
  });
});
