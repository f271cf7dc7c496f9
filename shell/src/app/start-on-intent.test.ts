import { QUIET_START_MS, startOnIntentOrQuiet, startsOnIntent } from './start-on-intent';

const WHOLE =
  '<div id="root" data-prerendered="business"><div data-app-start="on-intent"><h1>Business</h1></div></div>';
const SKELETON = '<div id="root" data-prerendered="business"><div data-remote="business"><h1>Group</h1></div></div>';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'tw_signed_in=; Max-Age=0';
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

describe('startsOnIntent', () => {
  it('waits on a page prerendered whole for a first-time visitor', () => {
    document.body.innerHTML = WHOLE;
    // Storage from other sites' scripts or tools is not ours.
    localStorage.setItem('other', '1');
    expect(startsOnIntent(document, [localStorage, sessionStorage])).toBe(true);
    expect(startsOnIntent(document, [null])).toBe(true);
  });

  it('starts at once on a skeleton and on a page not prerendered', () => {
    document.body.innerHTML = SKELETON;
    expect(startsOnIntent(document, [localStorage])).toBe(false);
    document.body.innerHTML = '<div id="root"><div data-app-start="on-intent"></div></div>';
    expect(startsOnIntent(document, [localStorage])).toBe(false);
  });

  it('starts at once for a visitor who brings a query, stored answers or a sign-in', () => {
    document.body.innerHTML = WHOLE;
    window.history.replaceState(null, '', '/business?utm_source=mail');
    expect(startsOnIntent(document, [localStorage])).toBe(false);
    window.history.replaceState(null, '', '/business');
    sessionStorage.setItem('tailwise.quiz.step', '2');
    expect(startsOnIntent(document, [localStorage, sessionStorage])).toBe(false);
    sessionStorage.clear();
    localStorage.setItem('tailwise.signedInHint', '1');
    expect(startsOnIntent(document, [localStorage, sessionStorage])).toBe(false);
    localStorage.clear();
    document.cookie = 'tw_signed_in=1';
    expect(startsOnIntent(document, [localStorage, sessionStorage])).toBe(false);
  });
});

describe('startOnIntentOrQuiet', () => {
  it.each(['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll'])(
    'starts once at the first %s',
    (type) => {
      const start = jest.fn();
      const stop = startOnIntentOrQuiet(start);
      expect(start).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event('keydown'));
      expect(start).toHaveBeenCalledTimes(1);
      stop();
    },
  );

  it('starts on its own once the loaded page has been quiet, and not before', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    // jsdom has finished loading by now: the quiet time counts from here.
    expect(document.readyState).toBe('complete');
    startOnIntentOrQuiet(start);
    jest.advanceTimersByTime(QUIET_START_MS - 100);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1200);
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    startOnIntentOrQuiet(start)();
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(QUIET_START_MS * 3);
    expect(start).not.toHaveBeenCalled();
  });
});
