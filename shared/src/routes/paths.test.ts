// The one "is this a checkout" rule: the focused chrome and the crash screen's Reload both depend on it.
import { isQuizCheckoutPath, quizFlowOfCheckout } from './paths';

describe('quizFlowOfCheckout', () => {
  it.each([
    ['/start/checkout', '/start'],
    ['/start/checkout/', '/start'],
    ['/promo/checkout', '/promo'],
    ['/onboard/checkout', '/onboard'],
    ['/insurance/checkout', '/insurance'],
    ['/wellness/checkout', '/wellness'],
    ['/new/checkout', '/new'],
    ['/benefits/fenwick/onboard/checkout', '/benefits/fenwick/onboard'],
  ])('%s is the checkout of %s', (pathname, flow) => {
    expect(quizFlowOfCheckout(pathname)).toBe(flow);
    expect(isQuizCheckoutPath(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/start',
    '/checkout',
    '/business/checkout',
    '/start/checkout/extra',
    '/benefits//onboard/checkout',
    '/benefits/onboard/checkout',
    '/dashboard/claims',
  ])('%s is no checkout', (pathname) => {
    expect(quizFlowOfCheckout(pathname)).toBeNull();
    expect(isQuizCheckoutPath(pathname)).toBe(false);
  });
});
