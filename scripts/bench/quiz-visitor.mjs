// A new visitor playing StartQuiz in a real browser, shared by `bench:quiz` (which times it) and
// `bench:lighthouse` (which uses it to hold a cart before auditing /start/checkout). It finds things the
// way a visitor does: by role and accessible name, and by the step URLs (/start, /start/breed,
// /start/contact, /start/price, /start/checkout). The one exception is the price figure itself
// (data-testid="quote-total"), which has no role of its own.

/** The visitor's answers: a 3-year-old Labrador in New York, the sandbox card that always succeeds. */
export const VISITOR = {
  petName: 'Biscuit',
  species: 'Dog',
  breedQuery: 'Labrador',
  breed: /^Labrador Retriever/,
  age: '3 years',
  zip: '10001',
  password: 'Biscuit-bench-2026',
  firstName: 'Jamie',
  lastName: 'Rivera',
  street: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  phone: '2125550123',
  card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
};

const STEP_TIMEOUT = 30_000;
const FLOW = '/start';
/** The figure the price screen keeps on screen (previous one while the next answer loads). */
const TOTAL = '[data-testid="quote-total"]';
const HAS_PRICE = /\$\s?\d/;

const pathOf = (page) => new URL(page.url()).pathname.replace(/\/+$/, '') || '/';

/** Fails with where the visitor was stuck, so a half-built flow reports how far it got. */
export class StuckError extends Error {
  constructor(stage, page, cause) {
    super(`Stuck at ${stage} (${page.url()}): ${cause?.message?.split('\n')[0] ?? cause}`);
    this.stage = stage;
  }
}

async function stage(name, page, work) {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StuckError ? error : new StuckError(name, page, error);
  }
}

/**
 * The fields a visitor must answer on a step's form: named controls (a radio group counts once) that are
 * enabled and not marked "(optional)" in their label or legend. Opt-in checkboxes (SMS consent) do not count.
 */
function requiredFieldsInPage() {
  const form = document.querySelector('main form');
  if (!form) return [];
  const fields = new Set();
  for (const el of form.querySelectorAll('input, select, textarea')) {
    if (['hidden', 'submit', 'button', 'checkbox', 'reset'].includes(el.type) || el.disabled) continue;
    const labels = [...(el.labels ?? [])].map((l) => l.textContent).join(' ');
    const group = el.type === 'radio' ? (el.closest('fieldset')?.querySelector('legend')?.textContent ?? '') : '';
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ');
    if (/\(optional\)/i.test(`${labels} ${group} ${el.type === 'radio' ? '' : labelledBy}`)) continue;
    fields.add(el.name || el.id);
  }
  return [...fields];
}

async function answerPet(page) {
  await page.getByRole('textbox', { name: /Your pet’s name/ }).fill(VISITOR.petName);
  await page.getByRole('radio', { name: VISITOR.species, exact: true }).check();
}

async function answerBreed(page) {
  const breed = page.getByRole('combobox', { name: /’s breed/ });
  await breed.fill(VISITOR.breedQuery);
  await page.getByRole('option', { name: VISITOR.breed }).first().click();
  await page.getByRole('combobox', { name: /’s age/ }).selectOption({ label: VISITOR.age });
}

async function answerContact(page, email) {
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill(VISITOR.zip);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
}

const STEPS = {
  [FLOW]: { name: 'pet name and species', answer: answerPet, next: 'Continue' },
  [`${FLOW}/breed`]: { name: 'breed and age', answer: answerBreed, next: 'Continue' },
  [`${FLOW}/contact`]: { name: 'ZIP code and email', answer: answerContact, next: 'See my price' },
};

/** The total as shown, once it is a figure. */
export async function shownTotal(page) {
  const total = page.locator(TOTAL).first();
  await total.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
  await page.waitForFunction(
    ([selector, pattern]) => new RegExp(pattern).test(document.querySelector(selector)?.textContent ?? ''),
    [TOTAL, HAS_PRICE.source],
    { timeout: STEP_TIMEOUT },
  );
  return (await total.textContent()).trim();
}

/**
 * From `/` to the price, as fast as the page lets a visitor: the home page's "Get your quote", then each
 * step's required answers and its Continue. Returns what the walk took.
 */
export async function playToPrice(page, baseUrl, { email = `bench+${Date.now()}@tailwise.example` } = {}) {
  const started = Date.now();
  await stage('the home page', page, async () => {
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('link', { name: 'Get your quote' }).first().click();
    await page.waitForURL((url) => url.pathname === FLOW, { timeout: STEP_TIMEOUT });
  });
  const screens = [];
  const requiredFields = [];
  for (let guard = 0; guard < 12; guard++) {
    const path = pathOf(page);
    const step = STEPS[path];
    if (!step) {
      if (path === `${FLOW}/price`) break;
      throw new StuckError('an unknown screen', page, new Error(`no step is known at ${path}`));
    }
    await stage(step.name, page, async () => {
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT });
      // The prerendered copy keeps its controls disabled until the app has taken over.
      await page
        .locator('main form fieldset:not([disabled]), main form:not(:has(fieldset[disabled]))')
        .first()
        .waitFor({
          timeout: STEP_TIMEOUT,
        });
      screens.push(path);
      await step.answer(page, email);
      // Counted once answered: parts that load on demand (the breed picker) are in place by then.
      requiredFields.push(...(await page.evaluate(requiredFieldsInPage)).map((field) => `${path}#${field}`));
      await page.getByRole('button', { name: step.next, exact: true }).click();
      await page.waitForURL((url) => url.pathname.replace(/\/+$/, '') !== path, { timeout: STEP_TIMEOUT });
    });
  }
  const total = await stage('the price', page, async () => {
    if (pathOf(page) !== `${FLOW}/price`) throw new Error(`expected ${FLOW}/price`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT });
    return shownTotal(page);
  });
  screens.push(pathOf(page));
  return { msToPrice: Date.now() - started, screens, requiredFields, total, email };
}

/**
 * Changes the first pet's deductible and times, on the page's own clock, the click to the moment the
 * total's text changes (the price screen keeps the old figure until the new quote arrives).
 */
export async function timePriceUpdate(page) {
  return stage('a price update', page, async () => {
    const before = await shownTotal(page);
    const group = page.getByRole('radiogroup', { name: /Yearly deductible/ }).first();
    const choice = group.getByRole('radio', { checked: false }).first();
    await page.evaluate((selector) => {
      const state = (window.__benchPriceUpdate = { clickedAt: null, changedAt: null });
      const total = document.querySelector(selector);
      const initial = total.textContent;
      document.addEventListener('click', (event) => (state.clickedAt ??= event.timeStamp), {
        capture: true,
        once: true,
      });
      new MutationObserver((_, observer) => {
        if (state.clickedAt !== null && total.textContent !== initial && /\$\s?\d/.test(total.textContent)) {
          state.changedAt = performance.now();
          observer.disconnect();
        }
      }).observe(total, { subtree: true, childList: true, characterData: true });
    }, TOTAL);
    await choice.click();
    await page.waitForFunction(() => window.__benchPriceUpdate.changedAt !== null, null, { timeout: STEP_TIMEOUT });
    const { clickedAt, changedAt } = await page.evaluate(() => window.__benchPriceUpdate);
    const after = await shownTotal(page);
    if (after === before) throw new Error(`the total stayed ${before}`);
    return { ms: changedAt - clickedAt, before, after };
  });
}

/** From the price screen to the checkout's first form (of `flow`, /start unless told). */
export async function goToCheckout(page, flow = FLOW) {
  return stage('the way to checkout', page, async () => {
    await page
      .getByRole('main')
      .getByRole('button', { name: /checkout|check out|buy/i })
      .or(page.getByRole('main').getByRole('link', { name: /checkout|check out/i }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `${flow}/checkout`, { timeout: STEP_TIMEOUT });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT });
  });
}

/**
 * A signed-in customer's upsell flow (/insurance, /wellness or /new) from its first step to its price, as the
 * dashboard's offers lead there: the offered pets as the step ticks them, or on /new the visitor's pet. The
 * customer's profile has a ZIP, so no flow asks for one.
 */
export async function playUpsellToPrice(page, baseUrl, flow) {
  const formReady = () =>
    page
      .locator('main form fieldset:not([disabled]), main form:not(:has(fieldset[disabled]))')
      .first()
      .waitFor({ timeout: STEP_TIMEOUT });
  await stage(`${flow}'s first step`, page, async () => {
    await page.goto(`${baseUrl}${flow}`);
    await formReady();
  });
  const steps =
    flow === '/new'
      ? [
          { name: 'pet name and species', answer: answerPet, next: 'Continue' },
          { name: 'breed and age', answer: answerBreed, next: 'Continue' },
        ]
      : [{ name: 'the pets', answer: async () => {}, next: 'See my price' }];
  for (const step of steps) {
    await stage(step.name, page, async () => {
      // The step count shows once the app has the account: until then the prerendered copy is on screen.
      await page
        .getByText(/^Step \d+ of \d+$/)
        .first()
        .waitFor({ timeout: STEP_TIMEOUT });
      await formReady();
      const path = pathOf(page);
      await step.answer(page);
      await page.getByRole('button', { name: step.next, exact: true }).click();
      await page.waitForURL((url) => url.pathname.replace(/\/+$/, '') !== path, { timeout: STEP_TIMEOUT });
    });
  }
  return stage('the price', page, async () => {
    await page.waitForURL((url) => url.pathname === `${flow}/price`, { timeout: STEP_TIMEOUT });
    return shownTotal(page);
  });
}

/** Fills whichever checkout fields are on screen and still empty, by their labels. */
async function fillVisibleCheckoutFields(page, email) {
  const main = page.getByRole('main');
  const text = [
    [/^Email/, email],
    [/^(Create a )?password/i, VISITOR.password],
    [/^First name/i, VISITOR.firstName],
    [/^Last name/i, VISITOR.lastName],
    [/^(Street )?address( line 1)?/i, VISITOR.street],
    [/^City/i, VISITOR.city],
    [/^(Billing )?ZIP( code)?/i, VISITOR.zip],
    [/^(Mobile|Phone)/i, VISITOR.phone],
    [/^Card number/i, VISITOR.card.number],
    [/^(Expiry|Expiration)/i, VISITOR.card.expiry],
    [/^(CVC|CVV|Security code)/i, VISITOR.card.cvc],
    [/^Name on (the )?card/i, `${VISITOR.firstName} ${VISITOR.lastName}`],
  ];
  for (const [name, value] of text) {
    const fields = main.getByRole('textbox', { name });
    for (const field of await fields.all()) {
      if ((await field.isVisible()) && (await field.isEditable()) && !(await field.inputValue()))
        await field.fill(value);
    }
  }
  for (const select of await main.getByRole('combobox', { name: /^State/i }).all()) {
    if ((await select.isVisible()) && !(await select.inputValue())) await select.selectOption(VISITOR.state);
  }
  for (const box of await main.getByRole('checkbox', { name: /terms|agree/i }).all()) {
    if ((await box.isVisible()) && !(await box.isChecked())) await box.check();
  }
}

/**
 * Through checkout with the sandbox card, then times, on the page's own clock, the click on Pay to the
 * success screen's heading. Each checkout screen is filled by label and continued until Buy shows.
 */
export async function completeCheckout(page, email) {
  const buy = page.getByRole('main').getByRole('button', { name: /^(Buy|Pay|Place order|Complete purchase)/i });
  for (let screen = 0; screen < 6 && !(await buy.first().isVisible()); screen++) {
    await stage(`checkout screen ${screen + 1}`, page, async () => {
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT });
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      // A screen's heading shows a moment before its form (the form's code may still be loading); filling only
      // what is on screen then would leave the form's first fields empty.
      await page
        .getByRole('main')
        .locator('form input:not([type=hidden]), form select')
        .or(buy)
        .first()
        .waitFor({ timeout: STEP_TIMEOUT });
      await fillVisibleCheckoutFields(page, email);
      if (await buy.first().isVisible()) return;
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Continue|Next|Create account|Sign in|Review)/i })
        .first()
        .click();
      await Promise.race([
        buy.first().waitFor({ timeout: STEP_TIMEOUT }),
        page.waitForFunction((text) => document.querySelector('main h1')?.textContent !== text, heading, {
          timeout: STEP_TIMEOUT,
        }),
      ]);
    });
  }
  return stage('the purchase', page, async () => {
    await fillVisibleCheckoutFields(page, email);
    await page.evaluate(() => {
      const state = (window.__benchCheckout = { clickedAt: null, doneAt: null });
      document.addEventListener('click', (event) => (state.clickedAt ??= event.timeStamp), {
        capture: true,
        once: true,
      });
      const done = () =>
        [...document.querySelectorAll('main h1, main h2')].some((h) =>
          /\b(is|are) covered$|you’re all set|purchase complete/i.test(h.textContent.trim()),
        );
      new MutationObserver((_, observer) => {
        if (state.clickedAt !== null && done()) {
          state.doneAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await buy.first().click();
    await page.waitForFunction(() => window.__benchCheckout.doneAt !== null, null, { timeout: 60_000 });
    const { clickedAt, doneAt } = await page.evaluate(() => window.__benchCheckout);
    return {
      ms: doneAt - clickedAt,
      heading: (await page.getByRole('heading', { level: 1 }).first().textContent()).trim(),
    };
  });
}
