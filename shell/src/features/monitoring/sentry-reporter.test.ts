import { errorReporter, setErrorReporter } from '@tailwise/shared';
import { SENTRY_LEVELS, sentryReporter, type SentryCapture } from './sentry-reporter';

const fakeSentry = () => ({ captureException: jest.fn(() => 'id'), captureMessage: jest.fn(() => 'id') });

describe('sentryReporter', () => {
  afterEach(() => setErrorReporter(null));

  it('maps every report level onto the Sentry level of the same meaning', () => {
    const sentry = fakeSentry();
    const reporter = sentryReporter(sentry as unknown as SentryCapture);
    reporter.captureMessage('API Error', 'info');
    reporter.captureMessage('Failed to fetch lead by id', 'warning');
    reporter.captureMessage('Duplicate singletons in quiz: react', 'error');
    reporter.captureMessage('Shell crashed', 'fatal');
    expect(sentry.captureMessage.mock.calls).toEqual([
      ['API Error', { level: 'info' }],
      ['Failed to fetch lead by id', { level: 'warning' }],
      ['Duplicate singletons in quiz: react', { level: 'error' }],
      ['Shell crashed', { level: 'fatal' }],
    ]);
    expect(SENTRY_LEVELS).toEqual({ fatal: 'fatal', error: 'error', warning: 'warning', info: 'info' });
  });

  it('passes exceptions with their tags and extra data', () => {
    const sentry = fakeSentry();
    const reporter = sentryReporter(sentry as unknown as SentryCapture);
    const error = new Error('Failed GET: /wellness/plans');
    reporter.captureException(error, { tags: { status: '500' }, extra: { path: '/wellness/plans' } });
    reporter.captureException('plain');
    reporter.captureMessage('API Error', 'info', { tags: { status: '404' } });
    expect(sentry.captureException.mock.calls).toEqual([
      [error, { tags: { status: '500' }, extra: { path: '/wellness/plans' } }],
      ['plain', {}],
    ]);
    expect(sentry.captureMessage).toHaveBeenLastCalledWith('API Error', { level: 'info', tags: { status: '404' } });
  });

  it('receives what the shared reporter queued before it was installed', () => {
    errorReporter.captureMessage('API Error', 'info');
    errorReporter.captureException(new Error('early'));
    const sentry = fakeSentry();
    setErrorReporter(sentryReporter(sentry as unknown as SentryCapture));
    expect(sentry.captureMessage).toHaveBeenCalledWith('API Error', { level: 'info' });
    expect(sentry.captureException).toHaveBeenCalledWith(new Error('early'), {});
  });
});
