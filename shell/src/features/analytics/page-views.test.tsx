import { act, render } from '@testing-library/react';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@tailwise/shared';
import * as analytics from 'firebase/analytics';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { currentPageView, loadFirebaseAnalytics, PageViewTracker, type PageView } from './page-views';

jest.mock('firebase/analytics', () => ({
  isSupported: jest.fn(async () => true),
  initializeAnalytics: jest.fn(() => ({ app: 'analytics' })),
  setDefaultEventParameters: jest.fn(),
  logEvent: jest.fn(),
}));
jest.mock('../firebase/firebase-app', () => ({ firebaseApp: () => ({ name: 'app' }) }));

const UUID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

/** Every value the SDK was handed, as one string to search for secrets. */
const everythingSent = () =>
  JSON.stringify([
    jest.mocked(analytics.initializeAnalytics).mock.calls,
    jest.mocked(analytics.setDefaultEventParameters).mock.calls,
    jest.mocked(analytics.logEvent).mock.calls,
  ]);

describe('PageViewTracker', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends one page_view per route change, including the first page once analytics loads', async () => {
    const views: PageView[] = [];
    let resolveLoad!: (log: (v: PageView) => void) => void;
    const load = () => new Promise<(v: PageView) => void>((r) => (resolveLoad = r));
    const { getByText } = render(
      <MemoryRouter initialEntries={['/']}>
        <PageViewTracker load={load} />
        <Routes>
          <Route path="/" element={<Link to="/faq">faq</Link>} />
          <Route path="/faq" element={<Link to="/">home</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    // The visitor's first interaction starts deferred work at once.
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
      resolveLoad((v) => views.push(v));
    });
    expect(views.map((v) => v.page_path)).toEqual(['/']);
    act(() => getByText('faq').click());
    act(() => getByText('home').click());
    expect(views.map((v) => v.page_path)).toEqual(['/', '/faq', '/']);
  });

  it('sends page views without lead uuids, lid, verification codes or other query parameters', async () => {
    window.history.replaceState(null, '', `/leads/${UUID}?lid=${UUID}&verify_email=839201&ri=c-1&utm_source=mail`);
    const views: PageView[] = [];
    render(
      <MemoryRouter initialEntries={[`/leads/${UUID}`]}>
        <PageViewTracker load={async () => (v) => views.push(v)} />
      </MemoryRouter>,
    );
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(views).toEqual([
      {
        page_path: '/leads/:redacted',
        page_location: 'http://localhost/leads/:redacted?utm_source=mail',
        page_title: document.title,
      },
    ]);
  });
});

describe('currentPageView', () => {
  it('cleans the path and the location', () => {
    expect(currentPageView('/me/verify_email/839201/', 'https://t.test/me/verify_email/839201/?x=1', 'Verify')).toEqual(
      {
        page_path: '/me/verify_email/:redacted/',
        page_location: 'https://t.test/me/verify_email/:redacted/',
        page_title: 'Verify',
      },
    );
  });
});

describe('loadFirebaseAnalytics', () => {
  it('gives the SDK cleaned URLs for its own events as well as for page views', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = RUNTIME_CONFIG_ELEMENT_ID;
    config.textContent = JSON.stringify({
      firebase: { apiKey: 'k', projectId: 'p', appId: '1:2:web:3', measurementId: 'G-TEST' },
    });
    document.head.append(config);
    window.history.replaceState(null, '', `/onboard?lid=${UUID}&utm_campaign=spring`);
    jest.spyOn(document, 'referrer', 'get').mockReturnValue(`https://mail.example/read?token=${UUID}`);

    const log = await loadFirebaseAnalytics();
    expect(log).not.toBeNull();
    // Set before gtag.js starts, so first_visit and session_start carry them too.
    expect(jest.mocked(analytics.setDefaultEventParameters).mock.invocationCallOrder[0]!).toBeLessThan(
      jest.mocked(analytics.initializeAnalytics).mock.invocationCallOrder[0]!,
    );
    expect(analytics.setDefaultEventParameters).toHaveBeenCalledWith({
      page_location: 'http://localhost/onboard?utm_campaign=spring',
      page_referrer: 'https://mail.example/read',
    });
    expect(analytics.initializeAnalytics).toHaveBeenCalledWith(
      { name: 'app' },
      {
        config: {
          send_page_view: false,
          page_location: 'http://localhost/onboard?utm_campaign=spring',
          page_referrer: 'https://mail.example/read',
        },
      },
    );

    log!(currentPageView(`/leads/${UUID}`, `http://localhost/leads/${UUID}?lid=${UUID}`, 'Your quote'));
    expect(analytics.logEvent).toHaveBeenCalledWith({ app: 'analytics' }, 'page_view', {
      page_path: '/leads/:redacted',
      page_location: 'http://localhost/leads/:redacted',
      page_title: 'Your quote',
    });
    expect(analytics.setDefaultEventParameters).toHaveBeenLastCalledWith({
      page_location: 'http://localhost/leads/:redacted',
      page_title: 'Your quote',
    });
    expect(everythingSent()).not.toContain(UUID);
  });
});
