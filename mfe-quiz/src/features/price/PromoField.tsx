// The promo code field. The API is the judge of a code: "Apply" quotes the cart with it; a refused code
// shows the API's message next to the field and the text stays as typed, so it can be corrected.
import { Button, colors, radii, space } from '@tailwise/shared';
import { PromoCodeInputSchema } from '@tailwise/shared/contract';
import { TextInput } from '@tailwise/shared/form';
import { useEffect, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { PriceFormValues } from './price-form';
import type { PromoState } from './use-cart-quote';

const rowStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(2),
  '& > div': { flex: 1, minWidth: 0 },
} as const;
const applyStyle = { marginTop: `calc(${space(2)} + 1.4em)` } as const;
const appliedStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radii.md,
  background: colors.successSoft,
  color: colors.ink,
} as const;

export function PromoField({ promo, discountPercent }: { promo: PromoState; discountPercent: number | null }) {
  const form = useFormContext<PriceFormValues>();
  const { rejected } = promo;

  useEffect(() => {
    if (!rejected) return;
    // A stored code (from a link) that the API refused: show it in the field with the message.
    if (!form.getValues('promoInput').trim()) form.setValue('promoInput', rejected.code);
    form.setError('promoInput', { type: 'server', message: rejected.message });
  }, [rejected, form]);

  const apply = () => {
    const parsed = PromoCodeInputSchema.safeParse(form.getValues('promoInput'));
    if (!parsed.success) {
      form.setError('promoInput', { type: 'validate', message: parsed.error.issues[0]?.message ?? 'Check the code' });
      return;
    }
    form.clearErrors('promoInput');
    promo.apply(parsed.data);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter here applies the code; it must not submit the whole screen.
    apply();
  };

  return (
    <div css={{ display: 'grid', gap: space(2) }}>
      <div css={rowStyle}>
        <TextInput<PriceFormValues>
          name="promoInput"
          label="Promo code"
          optional
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" css={applyStyle} onClick={apply} disabled={promo.trying !== null}>
          {promo.trying ? 'Checking…' : 'Apply'}
        </Button>
      </div>
      {promo.applied && (
        <p css={appliedStyle} role="status">
          <span>
            <strong>{promo.applied}</strong> applied{discountPercent ? `: ${discountPercent}% off` : ''}
          </span>
          <Button variant="ghost" onClick={promo.remove} aria-label={`Remove promo code ${promo.applied}`}>
            Remove
          </Button>
        </p>
      )}
    </div>
  );
}
