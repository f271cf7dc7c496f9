/** @jest-environment node */
// Every marketing page that says when cover starts states the contract's one rule (contract/cover): the day of
// purchase, then each waiting period counted from it. Read from the prerendered HTML, as a visitor gets it.
import { ApiClient, ApiClientProvider, defaultFlagsState, FlagsProvider, publicPaths } from '@tailwise/shared';
import {
  COVER_START_RULE,
  coverRuleText,
  waitingPeriodRows,
  waitingPeriodsSentence,
} from '@tailwise/shared/contract/cover';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from './App';

const fetchImpl = jest.fn(() => Promise.reject(new Error('no network during a server render')));

async function pageText(path: string): Promise<string> {
  const client = new ApiClient({ fetchImpl: fetchImpl as unknown as typeof fetch });
  const { prelude } = await prerenderToNodeStream(
    <FlagsProvider value={defaultFlagsState}>
      <ApiClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <MarketingApp />
        </MemoryRouter>
      </ApiClientProvider>
    </FlagsProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<script[^>]*>.*?<\/script>/gs, ' ')
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** What the pages said before there was one rule: each contradicts it. */
const OTHER_RULES = [/day after you buy/i, /starts today/i, /day they enroll/i, /after your policy begins/i];

describe('the cover rule on every marketing page that states it', () => {
  it('/pet-insurance-plans: the rule, then each waiting period’s length from the contract', async () => {
    const text = await pageText(publicPaths.insurancePlans);
    expect(text).toContain(`${COVER_START_RULE}, and each kind of condition has a short waiting period`);
    for (const w of waitingPeriodRows()) expect(text).toMatch(new RegExp(`${w.length} ${w.label}`));
    for (const other of OTHER_RULES) expect(text).not.toMatch(other);
  });

  it('/faq: the waiting-period answer is the whole rule', async () => {
    const text = await pageText(publicPaths.faq);
    expect(text).toContain(coverRuleText());
    for (const other of OTHER_RULES) expect(text).not.toMatch(other);
  });

  it('/: the home page’s "When does cover start?" answer', async () => {
    const text = await pageText(publicPaths.home);
    expect(text).toContain(`When does cover start? ${COVER_START_RULE}. ${waitingPeriodsSentence()}.`);
  });

  it('/disclosure/ca: the effective date is the day of purchase, and the waiting periods count from it', async () => {
    const text = await pageText(publicPaths.californiaDisclosure);
    expect(text).toContain(`${COVER_START_RULE}: that day is your policy’s effective date.`);
    expect(text).toContain(waitingPeriodsSentence());
  });
});
