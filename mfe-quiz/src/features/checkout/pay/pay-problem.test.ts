// Every answer a purchase or a card tokenization can get, and what the pay step shows and forgets for it.
import { ApiError } from '@tailwise/shared';
import { checkoutFailure, tokenFailure, type CheckoutFailure } from './pay-problem';

const apiError = (status: number, code: string, message: string, fields: Record<string, string> = {}) =>
  new ApiError(status, { error: { code, message, fields } }, message);

const sent = { expectedTotalCents: 5000, newCard: true };

describe('checkoutFailure', () => {
  const cases: [string, unknown, Partial<CheckoutFailure>][] = [
    [
      'a price change keeps the attempt and shows old and new totals',
      apiError(409, 'PriceChanged', 'The price changed', { expectedTotalCents: 'The total is now 7412 cents' }),
      {
        outcomeKnown: true,
        forget: 'nothing',
        priceChange: { totalCents: 7412, quote: null },
        cardError: null,
        problem: { kind: 'price-changed', from: 5000, to: 7412 },
      },
    ],
    [
      'a price change without a readable total still says the price changed',
      apiError(409, 'PriceChanged', 'The price changed'),
      { forget: 'nothing', problem: { kind: 'price-changed', from: 5000, to: null } },
    ],
    [
      'a decline forgets the attempt and the card, clears the whole card, and says nothing was charged',
      apiError(402, 'PaymentDeclined', 'Your card was declined.', { 'payment.token': 'Your card was declined.' }),
      {
        outcomeKnown: true,
        forget: 'attempt-and-card',
        cardError: { field: 'number', message: 'Your card was declined.', clear: ['number', 'expiry', 'cvc'] },
        problem: { kind: 'declined' },
      },
    ],
    [
      'an invalid token asks for the whole card again, with the error message when no field names it',
      apiError(422, 'PaymentTokenInvalid', 'That card token has expired.'),
      {
        forget: 'attempt-and-card',
        cardError: { field: 'number', message: 'That card token has expired.', clear: ['number', 'expiry', 'cvc'] },
        problem: null,
      },
    ],
    [
      'a reused key stops and offers a new payment',
      apiError(422, 'IdempotencyKeyReused', 'This key was used for another purchase.'),
      {
        outcomeKnown: true,
        forget: 'nothing',
        problem: { kind: 'key-reused', message: 'This key was used for another purchase.' },
      },
    ],
    [
      'a refunded charge ends the attempt and says nothing was charged',
      apiError(409, 'ChargeRefunded', 'We refunded the charge.'),
      {
        forget: 'attempt',
        problem: { kind: 'form', message: 'We refunded the charge. You were not charged. Try again to buy.' },
      },
    ],
    [
      'a bad shipping address sends the visitor to their details',
      apiError(400, 'ValidationError', 'Invalid request', { 'shippingAddress.zipCode': 'Enter a valid ZIP code' }),
      { forget: 'attempt', problem: { kind: 'details', message: 'Enter a valid ZIP code' } },
    ],
    [
      'any other 4xx ends the attempt with its message',
      apiError(400, 'ValidationError', 'Your plan is no longer sold.'),
      { outcomeKnown: true, forget: 'attempt', problem: { kind: 'form', message: 'Your plan is no longer sold.' } },
    ],
    [
      'a purchase still in progress keeps the attempt in flight for a retry',
      apiError(409, 'CheckoutInProgress', 'In progress'),
      {
        outcomeKnown: false,
        forget: 'nothing',
        problem: { kind: 'retry', message: 'Your payment is still being processed.' },
      },
    ],
    [
      'a 5xx keeps the attempt in flight for a retry',
      apiError(503, 'HTTP_503', 'Service unavailable'),
      {
        outcomeKnown: false,
        forget: 'nothing',
        problem: { kind: 'retry', message: 'We could not confirm your payment.' },
      },
    ],
    [
      'a network failure keeps the attempt in flight for a retry',
      new TypeError('Failed to fetch'),
      {
        outcomeKnown: false,
        forget: 'nothing',
        problem: { kind: 'retry', message: 'We could not confirm your payment.' },
      },
    ],
  ];

  it.each(cases)('%s', (_, error, expected) => {
    expect(checkoutFailure(error, sent)).toMatchObject(expected);
  });

  it('puts a decline on the card choice, without clearing anything, when paying with a card on file', () => {
    const error = apiError(402, 'PaymentDeclined', 'Your card was declined.');
    const failure = checkoutFailure(error, { ...sent, newCard: false });
    expect(failure.cardError).toEqual({ field: 'source', message: 'Your card was declined.', clear: [] });
    expect(failure.problem).toEqual({ kind: 'declined' });
  });
});

describe('tokenFailure', () => {
  it('puts field errors on the card inputs, the expiry once for month or year, and drops unknown fields', () => {
    const error = apiError(400, 'ValidationError', 'Invalid card', {
      number: 'Check the card number',
      expMonth: 'Check the expiry',
      cvc: 'Check the security code',
      holder: 'Not a card input',
    });
    expect(tokenFailure(error)).toEqual({
      fieldErrors: [
        { field: 'number', message: 'Check the card number' },
        { field: 'expiry', message: 'Check the expiry' },
        { field: 'cvc', message: 'Check the security code' },
      ],
      problem: null,
    });
  });

  it('shows an error without fields as an alert', () => {
    expect(tokenFailure(apiError(503, 'HTTP_503', 'Service unavailable'))).toEqual({
      fieldErrors: [],
      problem: { kind: 'form', message: 'Service unavailable' },
    });
  });

  it('shows something that is not an error as the generic message', () => {
    expect(tokenFailure('nope')).toEqual({
      fieldErrors: [],
      problem: { kind: 'form', message: 'We could not read your card.' },
    });
  });
});
