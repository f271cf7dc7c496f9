import { analyticsUrl, loggablePath, redactedPath } from './url-redaction';

const UUID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('loggablePath', () => {
  it.each([
    [`/api/1.0/leads/${UUID}`, '/api/1.0/leads/:redacted'],
    [`/api/1.0/leads/${UUID}/quote/`, '/api/1.0/leads/:redacted/quote/'],
    [`/api/1.0/leads/17?uuid=${UUID}`, '/api/1.0/leads/:redacted'],
    ['/api/1.0/me/verify_email/839201/', '/api/1.0/me/verify_email/:redacted/'],
    [`/onboard?lid=${UUID}&utm_source=mail`, '/onboard'],
    ['/dashboard/profile?verify_email=839201', '/dashboard/profile'],
    [`/api/1.0/leads%2F${UUID}`, '/api/1.0/leads/:redacted'],
    [`/api/1.0/LEADS/${UUID}`, '/api/1.0/LEADS/:redacted'],
    [`/api/1.0/leads//${UUID}`, '/api/1.0/leads//:redacted'],
    [`/api/1.0/leads/${UUID}#x`, '/api/1.0/leads/:redacted'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
    expect(loggablePath(url)).not.toContain(UUID);
  });

  it('keeps paths that hold no secret', () => {
    expect(loggablePath('/api/1.0/leads/')).toBe('/api/1.0/leads/');
    expect(loggablePath('/api/1.0/leads/sms-consent/')).toBe('/api/1.0/leads/sms-consent/');
    expect(loggablePath('/api/1.0/me/verify_email/')).toBe('/api/1.0/me/verify_email/');
    expect(loggablePath(`/api/1.0/claims/${UUID}`)).toBe(`/api/1.0/claims/${UUID}`);
    expect(loggablePath('/start/checkout')).toBe('/start/checkout');
  });
});

describe('analyticsUrl', () => {
  it.each([
    [`https://tailwise.test/onboard?lid=${UUID}&utm_source=mail`, 'https://tailwise.test/onboard?utm_source=mail'],
    ['https://tailwise.test/dashboard/profile?verify_email=839201', 'https://tailwise.test/dashboard/profile'],
    [`https://tailwise.test/leads/${UUID}/quote?uuid=${UUID}`, 'https://tailwise.test/leads/:redacted/quote'],
    ['https://tailwise.test/me/verify_email/839201/', 'https://tailwise.test/me/verify_email/:redacted/'],
    [`https://tailwise.test/leads%2F${UUID}`, 'https://tailwise.test/leads/:redacted'],
    [`https://tailwise.test/start#lid=${UUID}`, 'https://tailwise.test/start'],
    [
      'https://tailwise.test/start?ri=cust-123&rt=customer&rpc=FRIEND50&utm_campaign=spring&utm_medium=email&gclid=x',
      'https://tailwise.test/start?utm_medium=email&utm_campaign=spring&rt=customer',
    ],
    ['https://tailwise.test/?utm_source=', 'https://tailwise.test/'],
    [`https://tailwise.test/x%3Flid=${UUID}`, `https://tailwise.test/x%3Flid=${UUID}`],
  ])('%s is sent as %s', (href, sent) => {
    expect(analyticsUrl(href)).toBe(sent);
  });

  it('never sends a lead uuid, a verification code, a referrer id or a promo code from a query', () => {
    const sent = analyticsUrl(
      `https://tailwise.test/benefits/acme/onboard?lid=${UUID}&uuid=${UUID}&verify_email=839201&ri=cust-123&rpc=FRIEND50&email=a%40b.c`,
    );
    expect(sent).toBe('https://tailwise.test/benefits/acme/onboard');
  });

  it('cuts a long campaign value and sends nothing for what is not an absolute URL', () => {
    expect(analyticsUrl(`https://tailwise.test/?utm_term=${'a'.repeat(500)}`)).toBe(
      `https://tailwise.test/?utm_term=${'a'.repeat(200)}`,
    );
    expect(analyticsUrl('/relative?lid=1')).toBe('');
    expect(analyticsUrl('')).toBe('');
    expect(analyticsUrl('about:blank')).toBe('');
  });
});

describe('redactedPath', () => {
  it('redacts a page path as the logs do', () => {
    expect(redactedPath(`/leads/${UUID}`)).toBe('/leads/:redacted');
    expect(redactedPath('/pet-insurance-plans')).toBe('/pet-insurance-plans');
  });
});
