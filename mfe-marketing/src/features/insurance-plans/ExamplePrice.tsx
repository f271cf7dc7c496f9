import { ApiError, colors, focusRing, mq, radii, space } from '@tailwise/shared';
import { card } from '@tailwise/shared/layout';
import { useId, useState, type ReactNode } from 'react';
import { formatCents, formatWholeDollars } from '@tailwise/shared/format';
import {
  monthlyPriceCents,
  SAMPLE_ZIP,
  samplePets,
  type Coinsurance,
  type Deductible,
  type SamplePet,
} from './sample-quote';
import { useSampleQuote } from './api/sample-quote';

const deductibles: Deductible[] = [250, 500, 1000];
const coinsurances: Coinsurance[] = [0, 10, 20];

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  onChange: (value: T) => void;
}

/** Radio buttons styled as segmented choices; arrow keys move between them as usual. */
function ChoiceGroup<T extends string | number>({ legend, name, value, options, onChange }: ChoiceGroupProps<T>) {
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={{ padding: 0, fontWeight: 700, color: colors.ink, marginBottom: space(2) }}>{legend}</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={String(option.value)}
              css={{
                position: 'relative',
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                padding: `${space(2)} ${space(4)}`,
                borderRadius: radii.pill,
                border: `2px solid ${checked ? colors.primary : colors.border}`,
                background: checked ? colors.primary : colors.surface,
                color: checked ? '#fff' : colors.ink,
                fontWeight: 600,
                cursor: 'pointer',
                '&:has(input:focus-visible)': focusRing,
              }}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
                css={{ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 }}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The interactive example price on /pet-insurance-plans: a sample dog or cat, the deductible and
 * reimbursement level, and a ZIP code, priced live by the API. The server renders the controls with
 * their defaults and a fixed-height placeholder for the price; the price arrives in the browser.
 */
export function ExamplePrice() {
  const id = useId();
  const [petKey, setPetKey] = useState<SamplePet['key']>('dog');
  const [deductible, setDeductible] = useState<Deductible>(500);
  const [coinsurance, setCoinsurance] = useState<Coinsurance>(10);
  const [zipInput, setZipInput] = useState(SAMPLE_ZIP);
  const zipValid = /^\d{5}$/.test(zipInput);
  const [zipCode, setZipCode] = useState(SAMPLE_ZIP);
  const pet = samplePets.find((p) => p.key === petKey)!;

  const quote = useSampleQuote({ pet, zipCode, deductible, coinsurancePercent: coinsurance });
  const price = monthlyPriceCents(quote.data);
  const insurance = quote.data?.pets[0]?.insurance;
  const apiError = quote.error instanceof ApiError ? quote.error : null;
  const errorText = apiError
    ? (Object.values(apiError.fields)[0] ?? apiError.message)
    : quote.isError
      ? 'Live prices are unavailable right now.'
      : null;

  return (
    <div
      css={{
        ...card,
        display: 'grid',
        gap: space(8),
        [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)', alignItems: 'start' },
      }}
    >
      <form
        aria-label="Example pet and options"
        onSubmit={(event) => {
          event.preventDefault();
          if (zipValid) setZipCode(zipInput);
        }}
        css={{ display: 'grid', gap: space(6) }}
      >
        <ChoiceGroup
          legend="Sample pet"
          name={`${id}-pet`}
          value={petKey}
          onChange={setPetKey}
          options={samplePets.map((p) => ({ value: p.key, label: `${p.name}, ${p.age}-year-old ${p.breedName}` }))}
        />
        <ChoiceGroup
          legend="Yearly deductible"
          name={`${id}-deductible`}
          value={deductible}
          onChange={setDeductible}
          options={deductibles.map((d) => ({ value: d, label: formatWholeDollars(d) }))}
        />
        <ChoiceGroup
          legend="Reimbursement"
          name={`${id}-reimbursement`}
          value={coinsurance}
          onChange={setCoinsurance}
          options={coinsurances.map((c) => ({ value: c, label: `${100 - c}%` }))}
        />
        <div>
          <label
            htmlFor={`${id}-zip`}
            css={{ display: 'block', fontWeight: 700, color: colors.ink, marginBottom: space(2) }}
          >
            ZIP code
          </label>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>
            <input
              id={`${id}-zip`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={zipInput}
              aria-invalid={!zipValid}
              aria-describedby={`${id}-zip-hint`}
              onChange={(event) => setZipInput(event.target.value.replace(/\D/g, '').slice(0, 5))}
              css={{
                width: '8rem',
                minHeight: 44,
                padding: `${space(2)} ${space(3)}`,
                border: `2px solid ${zipValid ? colors.border : colors.danger}`,
                borderRadius: radii.sm,
                background: colors.surface,
                '&:focus-visible': focusRing,
              }}
            />
            <button
              type="submit"
              disabled={!zipValid || zipInput === zipCode}
              css={{
                minHeight: 44,
                padding: `${space(2)} ${space(4)}`,
                borderRadius: radii.pill,
                border: `2px solid ${colors.primary}`,
                background: colors.surface,
                color: colors.primary,
                fontWeight: 600,
                cursor: 'pointer',
                '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
                '&:focus-visible': focusRing,
              }}
            >
              Update price
            </button>
          </div>
          <p
            id={`${id}-zip-hint`}
            css={{ margin: `${space(2)} 0 0`, fontSize: '0.9375rem', color: zipValid ? colors.muted : colors.danger }}
          >
            {zipValid ? 'Prices vary by state and with local vet costs.' : 'Enter a 5-digit ZIP code.'}
          </p>
        </div>
      </form>

      <div
        aria-live="polite"
        data-testid="example-price"
        css={{
          minHeight: 260,
          padding: space(6),
          borderRadius: radii.lg,
          background: colors.primarySoft,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <p css={{ margin: 0, fontWeight: 700, color: colors.primary }}>Example monthly price</p>
        {errorText ? (
          <p role="alert" css={{ margin: `${space(3)} 0 0`, color: colors.danger, fontWeight: 600 }}>
            {errorText}
          </p>
        ) : price !== null && insurance ? (
          <>
            <p css={{ margin: `${space(2)} 0 0`, opacity: quote.isPlaceholderData ? 0.6 : 1 }}>
              <span css={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: colors.ink }}>
                {formatCents(price)}
              </span>
              <span css={{ marginLeft: space(2), color: colors.muted }}>a month</span>
            </p>
            <ul
              css={{ margin: `${space(4)} 0 0`, padding: 0, listStyle: 'none', color: colors.muted, lineHeight: 1.7 }}
            >
              <li>
                {pet.name}, {pet.age}-year-old {pet.breedName}, {quote.data!.state}
              </li>
              <li>
                {formatWholeDollars(insurance.deductible)} deductible, {insurance.reimbursementPercent}% reimbursement
              </li>
              <li>
                {insurance.annualLimitCents
                  ? `Up to ${formatCents(insurance.annualLimitCents, { whole: true })} a year`
                  : 'Unlimited yearly benefit'}
              </li>
            </ul>
          </>
        ) : (
          <p css={{ margin: `${space(3)} 0 0`, color: colors.muted }} aria-busy="true">
            Getting a live price…
          </p>
        )}
        <p css={{ margin: `${space(4)} 0 0`, fontSize: '0.875rem', color: colors.muted }}>
          An example only: your quote depends on your own pet. Monthly billing, before any discounts.
        </p>
      </div>
    </div>
  );
}
