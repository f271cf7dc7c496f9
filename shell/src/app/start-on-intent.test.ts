import { QUIET_START_MS, startOnIntentOrQuiet, startsOnIntent } from './start-on-intent';

const WHOLE =
  '<div id="root" data-prerendered="business"><div data-app-start="on-intent"><h1>Business</h1></div></div>';
const SKELETON = '<div id="root" data-prerendered="business"><div data-remote="business"><h1>Group</h1></div></div>';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

describe('startsOnIntent', () => {
  it('waits on a page prerendered whole for a first-time visitor', () => {
    document.body.innerHTML = WHOLE;
    expect(startsOnIntent(document, { signedIn: false })).toBe(true);
  });

  it('starts at once on a skeleton, on a page not prerendered, for a signed-in visitor and with a query', () => {
    document.body.innerHTML = SKELETON;
    expect(startsOnIntent(document, { signedIn: false })).toBe(false);
    document.body.innerHTML = '<div id="root"><div data-app-start="on-intent"></div></div>';
    expect(startsOnIntent(document, { signedIn: false })).toBe(false);
    document.body.innerHTML = WHOLE;
    expect(startsOnIntent(document, { signedIn: true })).toBe(false);
    window.history.replaceState(null, '', '/business?utm_source=mail');
    expect(startsOnIntent(document, { signedIn: false })).toBe(false);
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
