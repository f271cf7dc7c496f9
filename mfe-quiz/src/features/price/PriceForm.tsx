// The price screen once the plans are known: the per-pet choices, billing, promo code and the live
// itemised total. Every change is stored at once (refresh keeps it) and re-quoted at once.
import { Alert, Button, colors, mq, shadows, space, storageKeys, useStoredState, writeStored } from '@tailwise/shared';
import type { BillingInterval, InsuranceOptions, WellnessPlan } from '@tailwise/shared/contract';
import { Form, RadioCards, useZodForm } from '@tailwise/shared/form';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '@tailwise/shared/format';
import { readQuizAnswers, withPetAt, writePets } from '../flow/state/answers';
import type { FlowContext } from '../flow/state/flow-context';
import type { CartChoice } from '../flow/state/quiz-model';
import { useQuote } from './api/quote';
import { buildQuoteRequest, sameJson, type PetOffer, type PricedPet } from './cart-model';
import { EmailQuote, useEmailQuote } from './EmailQuote';
import { annualSavingCents, perInterval } from './money';
import { formDefaults, formToChoice, PriceFormSchema, type PriceFormValues } from './price-form';
import { cardStyle, moneyStyle, priceLayoutStyle, stickyColumnStyle, updatingStyle } from './price-styles';
import { PetPlanCard } from './PetPlanCard';
import { PriceSummary } from './PriceSummary';
import { PromoField } from './PromoField';
import { useCartQuote } from './use-cart-quote';
import { useInView } from './use-in-view';

export interface PriceFormProps {
  ctx: FlowContext;
  pets: readonly PricedPet[];
  offers: readonly PetOffer[];
  choices: readonly CartChoice[];
  options: InsuranceOptions;
  plansByType: Partial<Record<0 | 1, WellnessPlan[]>>;
  onBack: () => void;
  onAddPet?: () => void;
}

const actionsStyle = { display: 'grid', gap: space(3) } as const;
/** The same empty list each time, so a pet without plans does not draw its card again (PetPlanCard is memoised). */
const NO_PLANS: readonly WellnessPlan[] = [];
/** Always one line tall, so the saving appearing or changing moves nothing. */
const savingStyle = { display: 'block', color: colors.success, fontWeight: 700, whiteSpace: 'nowrap' } as const;

/**
 * Phones only: the summary comes after every pet card, so the live total and the next step follow the
 * visitor at the bottom of the screen. Sticky rather than fixed: at the end of the form it takes its own
 * place in the flow, so it never covers the last content. Always the same height (no layout shift).
 */
const bottomBarStyle = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(3),
  minHeight: '4.5rem',
  marginTop: space(6),
  padding: `${space(3)} ${space(4)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: `${space(3)} ${space(3)} 0 0`,
  background: colors.surface,
  boxShadow: shadows.card,
  [mq.md]: { display: 'none' },
} as const;
/** The total never shrinks or clips; the button gives way (its words wrap) on the narrowest phones. */
const barTotalStyle = { display: 'grid', lineHeight: 1.2, flexShrink: 0, margin: 0 } as const;
const barFigureStyle = { ...moneyStyle, textAlign: 'left', fontSize: '1.25rem', fontWeight: 800 } as const;
const barButtonStyle = { minWidth: 0, paddingInline: space(3), lineHeight: 1.2 } as const;
/** While the summary's own button is on screen: the bar keeps its place (nothing moves) but is not shown. */
const barAsideStyle = { visibility: 'hidden', opacity: 0 } as const;

export function PriceForm({ ctx, pets, offers, choices, options, plansByType, onBack, onAddPet }: PriceFormProps) {
  const navigate = useNavigate();
  const summaryId = useId();
  const [storedInterval] = useStoredState(storageKeys.billingInterval);
  const [storedPromoInput] = useStoredState(storageKeys.promoInput);
  const form = useZodForm(PriceFormSchema, {
    defaultValues: formDefaults(choices, options, storedInterval === 'year' ? 'year' : 'month', storedPromoInput),
  });

  const values = useWatch({ control: form.control }) as PriceFormValues;
  const interval: BillingInterval = values.billingInterval === 'year' ? 'year' : 'month';
  const formChoices = useMemo(() => (values.pets ?? []).map(formToChoice), [values.pets]);

  // Store each change as it happens: checkout, a refresh and "Email me this quote" all read the keys.
  useEffect(() => {
    if (!sameJson(formChoices, choices)) writeStored(storageKeys.petsCart, formChoices);
  }, [formChoices, choices]);
  useEffect(() => writeStored(storageKeys.billingInterval, interval), [interval]);
  useEffect(() => writeStored(storageKeys.promoInput, values.promoInput ?? ''), [values.promoInput]);

  const cart = useMemo(
    () => ({ zipCode: options.zipCode, billingInterval: interval, pets, choices: formChoices }),
    [options.zipCode, interval, pets, formChoices],
  );
  const live = useCartQuote(cart);
  const { quote, updating, request } = live;

  // A restored saved quote knows only each breed's id: keep the name the quote returns with the answers, so
  // checkout, the next visit and a pet added to the account all have it.
  useEffect(() => {
    if (!quote) return;
    const now = readQuizAnswers();
    let next = now.pets;
    quote.pets.forEach((quoted, i) => {
      const pet = pets[i];
      const at = pet ? next.findIndex((p) => p.key === pet.key) : -1;
      if (at >= 0 && next[at]!.breedName == null && next[at]!.breedId === quoted.breedId) {
        next = withPetAt(next, at, { breedName: quoted.breedName });
      }
    });
    if (next !== now.pets) writePets(next);
  }, [quote, pets]);

  // The other billing interval, quietly, so each option can show its price and the yearly saving.
  const other: BillingInterval = interval === 'month' ? 'year' : 'month';
  const otherQuote = useQuote(
    buildQuoteRequest({ ...cart, billingInterval: other, promoCode: request.promoCode ?? null }),
  );
  const monthly = interval === 'month' ? quote : (otherQuote.data ?? null);
  const yearly = interval === 'year' ? quote : (otherQuote.data ?? null);
  const saving = monthly && yearly ? annualSavingCents(monthly.totalCents, yearly.totalCents) : 0;

  const planNames = useMemo(
    () =>
      Object.fromEntries(
        Object.values(plansByType)
          .flat()
          .map((p) => [p.id, p.name]),
      ),
    [plansByType],
  );
  const promoLine = quote?.discounts.find((d) => d.code === 'PROMO_CODE');

  const emailQuote = useEmailQuote(ctx);
  const actionsRef = useRef<HTMLDivElement>(null);
  const actionsInView = useInView(actionsRef);

  const onValid = () => {
    if (!ctx.checkoutEnabled) return;
    navigate(`${ctx.basePath}/checkout${ctx.search}`);
  };

  return (
    <Form form={form} onValid={onValid} aria-label="Your plan options">
      <div css={priceLayoutStyle}>
        <div css={{ display: 'grid', gap: space(6) }}>
          {pets.map((pet, i) => (
            <PetPlanCard
              key={pet.key}
              index={i}
              pet={pet}
              offer={offers[i]!}
              options={options}
              plans={plansByType[pet.petType] ?? NO_PLANS}
              quoted={quote?.pets[i]}
              quoteState={quote?.state}
              interval={interval}
              updating={updating}
            />
          ))}
          {onAddPet && (
            <Button variant="secondary" onClick={onAddPet} css={{ justifySelf: 'start' }}>
              Add another pet{pets.length === 1 ? ' (10% multi-pet discount)' : ''}
            </Button>
          )}
        </div>

        <aside css={stickyColumnStyle} aria-labelledby={summaryId}>
          <div css={cardStyle}>
            <PriceSummary
              titleId={summaryId}
              request={request}
              quote={quote}
              updating={updating}
              petNames={pets.map((p, i) => p.name.trim() || `Pet ${i + 1}`)}
              planNames={planNames}
              paychecksPerYear={ctx.paychecksPerYear}
            />
            {live.error && (
              <Alert tone="error">
                We could not update your price: {live.error.message}{' '}
                <Button variant="ghost" onClick={live.retry}>
                  Try again
                </Button>
              </Alert>
            )}
            <RadioCards<PriceFormValues>
              name="billingInterval"
              legend="How you pay"
              columns={2}
              options={[
                {
                  value: 'month',
                  label: 'Monthly',
                  description: monthly ? `${formatCents(monthly.totalCents)}/mo` : '\u00a0',
                },
                {
                  value: 'year',
                  label: 'Yearly',
                  description: (
                    <>
                      {yearly ? `${formatCents(yearly.totalCents)}/yr` : '\u00a0'}
                      <span css={savingStyle}>{saving > 0 ? `Save ${formatCents(saving)}` : '\u00a0'}</span>
                    </>
                  ),
                },
              ]}
            />
            <PromoField promo={live.promo} discountPercent={promoLine?.percent ?? null} />
            <div css={actionsStyle} ref={actionsRef}>
              {ctx.checkoutEnabled && (
                <Button type="submit" size="lg" disabled={!quote}>
                  Continue to checkout
                </Button>
              )}
              <EmailQuote state={emailQuote} primary={!ctx.checkoutEnabled} />
              <Button variant="ghost" onClick={onBack}>
                Back
              </Button>
            </div>
          </div>
        </aside>
      </div>
      {/* A pointer shortcut that repeats the summary's total and button: hidden from assistive technology and
          out of the tab order, so nothing is announced or focused twice. */}
      <div
        css={[bottomBarStyle, actionsInView && barAsideStyle]}
        aria-hidden="true"
        data-testid="price-bottom-bar"
        data-aside={actionsInView || undefined}
      >
        <p css={barTotalStyle}>
          <span css={{ fontSize: '0.875rem', color: colors.muted, whiteSpace: 'nowrap' }}>Total</span>
          <span css={{ ...barFigureStyle, ...updatingStyle(updating) }}>
            {quote ? formatCents(quote.totalCents) : '—'}
            <span css={{ fontSize: '0.9375rem', fontWeight: 600 }}>{perInterval(interval)}</span>
          </span>
        </p>
        {ctx.checkoutEnabled ? (
          <Button type="submit" tabIndex={-1} disabled={!quote} css={barButtonStyle}>
            Continue to checkout
          </Button>
        ) : (
          emailQuote.available && (
            <Button
              tabIndex={-1}
              disabled={!emailQuote.canSend || emailQuote.sent}
              onClick={emailQuote.send}
              css={barButtonStyle}
            >
              {emailQuote.sent ? 'Quote emailed' : emailQuote.pending ? 'Sending…' : 'Email me this quote'}
            </Button>
          )
        )}
      </div>
    </Form>
  );
}
