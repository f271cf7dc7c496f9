// The wallet: each card by brand and last four (never more), payroll deduction by the employer's name,
// which one is the default, and replacing the card: the card goes to POST /payments/tokens/, the token
// becomes the default card, and the card it replaces leaves the wallet.
import { Button, colors, radii, space, useSnackbar, visuallyHidden } from '@tailwise/shared';
import { cardBrandName, type WalletPaymentProvider } from '@tailwise/shared/contract';
import { Form, useSubmit, useZodForm } from '@tailwise/shared/form';
import { Pill, pillTones } from '@tailwise/shared/layout/pill';
import { CardEntrySchema, CardFields, CARD_FIELD_MAP, emptyCardEntry } from '@tailwise/shared/form/card-fields';
import { useEffect, useRef, useState } from 'react';
import { useGroup } from '@tailwise/shared/queries';
import { useMakeDefaultPaymentMethod } from './api/make-default-payment-method';
import { useReplaceCard } from './api/replace-card';

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) } as const;

const itemStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(3),
  padding: space(4),
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
} as const;

function GroupName({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  if (group.isPending) return <span css={{ color: colors.muted }}>your employer</span>;
  return <>{group.data?.name ?? 'your employer'}</>;
}

function MethodLabel({ method }: { method: WalletPaymentProvider }) {
  if (method.paymentProvider === 'GROUP') {
    return (
      <>
        Payroll deduction through <GroupName groupId={method.paymentProviderId} />
      </>
    );
  }
  return (
    <>
      {cardBrandName(method.brand)} ending {method.last4 ?? '••••'}
    </>
  );
}

/**
 * Card entry that makes the new card the default and removes the one it replaces. Also opened by the payments'
 * past-due alert ("Update card"), which passes its own `titleId`.
 */
export function ReplaceCardForm({
  replacing,
  onDone,
  onCancel,
  titleId = 'card-form-title',
}: {
  replacing: WalletPaymentProvider | null;
  onDone: (card: WalletPaymentProvider, oldCardKept: boolean) => void;
  onCancel: () => void;
  /** The id of the heading that names the form. */
  titleId?: string;
}) {
  const form = useZodForm(CardEntrySchema, { defaultValues: emptyCardEntry });
  const replace = useReplaceCard();
  const submit = useSubmit(form, {
    send: (card) =>
      replace.mutateAsync({
        card,
        replacing: replacing?.paymentProvider === 'CARD' ? replacing.paymentProviderId : null,
      }),
    onSent: ({ entry, oldCardKept }) => {
      form.reset(emptyCardEntry);
      onDone(entry, oldCardKept);
    },
    fieldMap: CARD_FIELD_MAP,
    fallbackMessage: 'We could not save your card just now. Please try again.',
  });
  return (
    <Form
      form={form}
      aria-labelledby={titleId}
      summaryTitle="Check your card details"
      formError={submit.formError}
      onValid={submit.onValid}
    >
      <CardFields postalCodeOptional />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving card…' : replacing ? 'Use this card' : 'Add card'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

export function PaymentMethods({ methods }: { methods: WalletPaymentProvider[] }) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const snackbar = useSnackbar();
  const makeDefault = useMakeDefaultPaymentMethod();
  const cards = methods.filter((m) => m.paymentProvider === 'CARD');
  const defaultCard = cards.find((m) => m.isDefault) ?? cards[0] ?? null;

  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);

  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };

  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <div>
        {methods.length === 0 ? (
          <p css={{ margin: 0, color: colors.muted }}>No payment method on file yet.</p>
        ) : (
          <ul css={listStyle} aria-label="Payment methods on file">
            {methods.map((method) => (
              <li key={`${method.paymentProvider}:${method.paymentProviderId}`} css={itemStyle}>
                <div>
                  <p css={{ margin: 0, fontWeight: 700, color: colors.ink }}>
                    <MethodLabel method={method} />
                    {method.isDefault && (
                      <Pill tone={pillTones.brand} css={{ marginLeft: space(2) }}>
                        Default
                      </Pill>
                    )}
                  </p>
                  {method.paymentProvider === 'CARD' && method.expMonth !== null && method.expYear !== null && (
                    <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>
                      Expires {String(method.expMonth).padStart(2, '0')}/{method.expYear}
                    </p>
                  )}
                </div>
                {method.paymentProvider === 'CARD' && !method.isDefault && (
                  <Button
                    variant="secondary"
                    disabled={makeDefault.isPending}
                    onClick={() =>
                      makeDefault.mutate(method.paymentProviderId, {
                        onSuccess: () =>
                          setNotice(`${cardBrandName(method.brand)} ending ${method.last4} is your default card.`),
                      })
                    }
                  >
                    Make default
                    <span css={visuallyHidden}>
                      : {cardBrandName(method.brand)} ending {method.last4}
                    </span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {/* In the list's block, so an empty message adds no gap. */}
        <div aria-live="polite">
          {notice && <p css={{ margin: `${space(3)} 0 0`, color: colors.success, fontWeight: 600 }}>{notice}</p>}
        </div>
      </div>
      {editing ? (
        <section aria-labelledby="card-form-title" css={{ display: 'grid', gap: space(4) }}>
          <h3
            id="card-form-title"
            ref={formHeading}
            tabIndex={-1}
            css={{ margin: 0, fontSize: '1.125rem', color: colors.ink, '&:focus': { outline: 'none' } }}
          >
            {defaultCard ? 'Replace your card' : 'Add a card'}
          </h3>
          <ReplaceCardForm
            replacing={defaultCard}
            onCancel={closeForm}
            onDone={(card, oldCardKept) => {
              const text = `${cardBrandName(card.brand)} ending ${card.last4} is now your default card.${
                oldCardKept ? ' Your old card is still on file.' : ''
              }`;
              setNotice(text);
              snackbar.show(text, { tone: 'success' });
              closeForm();
            }}
          />
        </section>
      ) : (
        <div>
          <Button
            ref={openButton}
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {defaultCard ? 'Replace card' : 'Add a card'}
          </Button>
        </div>
      )}
    </div>
  );
}
