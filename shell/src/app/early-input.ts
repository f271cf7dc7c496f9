// What a visitor does to a prerendered page before the app has taken it over. The page is plain HTML
// until then: a button does nothing and a form would submit natively (a full reload with the answers in
// the address). So a press or submit is held, not lost, and at the takeover the app's copy of the page
// receives it, with whatever was typed, ticked or chosen, and the focus. The app renders the same page,
// so its copy of an element is the one at the same place among the same kind; one that does not match
// (another tag, type, name or label) is left alone rather than guessed at.

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

const labelOf = (element: Element) => `${element.tagName}|${(element.textContent ?? '').trim()}`;
const indexAmong = (root: Element, selector: string, element: Element) =>
  Array.from(root.querySelectorAll(selector)).indexOf(element);

/** Holds presses and submits on the prerendered page (`server`) until carryEarlyInput hands them over. */
export function holdEarlyActions(server: HTMLElement) {
  server.addEventListener(
    'click',
    (event) => {
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
