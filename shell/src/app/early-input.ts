// What a visitor does to a prerendered page before the app has taken it over. The page is plain HTML
// until then: a button does nothing and a form would submit natively (a full reload with the answers in
// the address). So a press or submit is held, not lost, and at the takeover the app's copy of the page
// receives it, with whatever was typed, ticked or chosen, and the focus. The app renders the same page,
// so its copy of an element is the one at the same place among the same kind; one that does not match
// (another tag, type, name or label) is left alone rather than guessed at. Nor does the app take the page
// over in the middle of a press: a press begun on the static copy and ended on the app's would be no press
// at all (the browser clicks only an element that saw both halves), so the takeover waits for it to end.

const FIELDS = 'input, select, textarea';
const PRESSABLE = 'button, input[type="submit"], input[type="button"], summary, [role="button"]';
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** A press waiting for the app: the element's place among the page's pressable elements. */
interface HeldPress {
  index: number;
  label: string;
}
// Held on the page itself: start.js holds it, and the app's takeover (a separate bundle) hands it over.
const hold = (server: HTMLElement, press: HeldPress) => {
  server.dataset.heldPress = JSON.stringify(press);
};
function takeHeld(server: HTMLElement): HeldPress | null {
  const held = server.dataset.heldPress;
  delete server.dataset.heldPress;
  try {
    return held ? (JSON.parse(held) as HeldPress) : null;
  } catch {
    return null;
  }
}

/** Marks the prerendered page while a pointer or key is pressing something on it. */
const PRESSING = 'pressing';
/** Dispatched on the prerendered page when a press on it has ended (with its click, if it made one). */
const PRESS_ENDED = 'tailwise:press-ended';
/**
 * A mouse's click follows its release in the same task, a tap's a little later, and a press that moves off
 * its element makes none: this long after a release without a click, the press is over.
 */
export const PRESS_SETTLE_MS = 300;
/** A press held longer than this is not a tap (a long press, a pointer left down): the takeover stops waiting. */
export const PRESS_WAIT_MAX_MS = 5000;
/** What Space or Enter presses (a checkbox and a radio answer Space with a click too). */
const KEY_PRESSABLE = `${PRESSABLE}, input[type="checkbox"], input[type="radio"]`;

const labelOf = (element: Element) => `${element.tagName}|${(element.textContent ?? '').trim()}`;
const indexAmong = (root: Element, selector: string, element: Element) =>
  Array.from(root.querySelectorAll(selector)).indexOf(element);

/** Holds presses and submits on the prerendered page (`server`) until carryEarlyInput hands them over. */
export function holdEarlyActions(server: HTMLElement) {
  const win = server.ownerDocument.defaultView ?? window;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const begin = () => {
    clearTimeout(settle);
    server.dataset[PRESSING] = '1';
  };
  // In a task of its own, so the takeover never runs between a release and the click it makes.
  const end = (afterMs: number) => {
    if (!server.dataset[PRESSING]) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      delete server.dataset[PRESSING];
      server.dispatchEvent(new Event(PRESS_ENDED));
    }, afterMs);
  };
  server.addEventListener('pointerdown', begin, true);
  server.addEventListener(
    'keydown',
    (event) => {
      if ((event.key === ' ' || event.key === 'Enter') && (event.target as Element | null)?.closest?.(KEY_PRESSABLE))
        begin();
    },
    true,
  );
  // The release may come off the page's root (a pointer dragged away): listened for on the window.
  for (const type of ['pointerup', 'pointercancel', 'keyup'])
    win.addEventListener(type, () => end(PRESS_SETTLE_MS), true);
  server.addEventListener(
    'click',
    (event) => {
      end(0);
      const pressed = (event.target as Element | null)?.closest?.(PRESSABLE);
      if (!pressed || !server.contains(pressed)) return;
      event.preventDefault();
      hold(server, { index: indexAmong(server, PRESSABLE, pressed), label: labelOf(pressed) });
    },
    true,
  );
  // Enter in a field submits its form without a click: hold it as a press of the form's submit button.
  server.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const submitter =
        (event as SubmitEvent).submitter ??
        form.querySelector('button:not([type]), button[type="submit"], [type="submit"]');
      if (submitter) hold(server, { index: indexAmong(server, PRESSABLE, submitter), label: labelOf(submitter) });
    },
    true,
  );
}

/**
 * Resolves once no press on the prerendered page (`server`) is in progress: at once, or when the press
 * ends (a press of a button held by then), or after `maxWaitMs` at the latest.
 */
export function whenNotPressing(server: HTMLElement, maxWaitMs = PRESS_WAIT_MAX_MS): Promise<void> {
  if (!server.dataset[PRESSING]) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      server.removeEventListener(PRESS_ENDED, done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    server.addEventListener(PRESS_ENDED, done);
  });
}

const sameField = (a: Element, b: Element) =>
  a.tagName === b.tagName &&
  a.getAttribute('type') === b.getAttribute('type') &&
  a.getAttribute('name') === b.getAttribute('name') &&
  a.getAttribute('aria-label') === b.getAttribute('aria-label');

/** Sets a value the way typing does, so React (and react-hook-form through it) sees the change. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function carryField(from: Element, to: Element) {
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement) {
    if (from.type === 'checkbox' || from.type === 'radio') {
      if (from.checked !== from.defaultChecked && to.checked !== from.checked) to.click();
    } else if (from.type !== 'file' && from.value !== from.defaultValue) {
      // A password too: it moves between two elements of the same page, and retyping it would be the only
      // other way (the sign-in screen is answerable before the app starts).
      typeInto(to, from.value);
    }
  } else if (from instanceof HTMLTextAreaElement && to instanceof HTMLTextAreaElement) {
    if (from.value !== from.defaultValue) typeInto(to, from.value);
  } else if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement) {
    const chosen = from.selectedOptions[0];
    if (chosen && !chosen.defaultSelected) typeInto(to, from.value);
  }
}

/**
 * Hands what the visitor did on the prerendered page (`server`) to the app's copy (`client`): field
 * entries now; the returned function, called once the app's copy is shown, moves the focus and
 * replays a held press.
 */
export function carryEarlyInput(server: HTMLElement, client: HTMLElement, doc: Document = document): () => void {
  const serverFields = server.querySelectorAll(FIELDS);
  const clientFields = client.querySelectorAll(FIELDS);
  serverFields.forEach((field, i) => {
    const twin = clientFields[i];
    if (twin && sameField(field, twin)) carryField(field, twin);
  });

  const focused = doc.activeElement && server.contains(doc.activeElement) ? doc.activeElement : null;
  let focusTwin: HTMLElement | null = null;
  if (focused) {
    const byId = focused.id
      ? (Array.from(client.querySelectorAll<HTMLElement>('[id]')).find((e) => e.id === focused.id) ?? null)
      : null;
    const atIndex = client.querySelectorAll<HTMLElement>(FOCUSABLE)[indexAmong(server, FOCUSABLE, focused)];
    focusTwin = byId ?? (atIndex && atIndex.tagName === focused.tagName ? atIndex : null);
  }
  const caret =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? { start: focused.selectionStart, end: focused.selectionEnd }
      : null;

  const press = takeHeld(server);
  const pressTwin = press ? client.querySelectorAll<HTMLElement>(PRESSABLE)[press.index] : undefined;

  return () => {
    if (focusTwin) {
      focusTwin.focus({ preventScroll: true });
      if (caret && (focusTwin instanceof HTMLInputElement || focusTwin instanceof HTMLTextAreaElement)) {
        try {
          focusTwin.setSelectionRange(caret.start, caret.end);
        } catch {
          // an input type without a caret (email, number): the focus is what matters
        }
      }
    }
    if (press && pressTwin && labelOf(pressTwin) === press.label) pressTwin.click();
  };
}
