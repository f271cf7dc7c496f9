import { breakpoints, Button, colors, focusRing, mq, radii, space, visuallyHidden } from '@tailwise/shared';
import { css } from '@emotion/react';
import { useState } from 'react';
import { formatCents } from '@tailwise/shared/format';
import { Mark } from '../common/Check';
import { useMediaQuery } from '../common/useMediaQuery';
import { comparePlans, useWellnessPlans, type PlanComparison } from './wellness-api';

const species = [
  { petType: 0 as const, label: 'Dogs' },
  { petType: 1 as const, label: 'Cats' },
];

const TIER_NOTES: Record<string, string> = {
  essential: 'The basics for a healthy adult pet',
  classic: 'Our most popular plan',
  premium: 'Everything, including a dental cleaning',
};

/** Height reserved for the comparison, on the server and while the catalogue loads, so nothing jumps. */
const RESERVED_HEIGHT = { minHeight: 720, [mq.lg]: { minHeight: 640 } } as const;

export function WellnessComparison() {
  const [petType, setPetType] = useState<0 | 1>(0);
  const plans = useWellnessPlans();

  return (
    <div>
      <div
        role="group"
        aria-label="Show plans for"
        css={{
          display: 'inline-flex',
          padding: 4,
          borderRadius: radii.pill,
          background: colors.surface,
          border: `1px solid ${colors.border}`,
        }}
      >
        {species.map((s) => (
          <button
            key={s.petType}
            type="button"
            aria-pressed={petType === s.petType}
            onClick={() => setPetType(s.petType)}
            css={{
              minHeight: 44,
              minWidth: 96,
              padding: `${space(2)} ${space(5)}`,
              border: 0,
              borderRadius: radii.pill,
              background: petType === s.petType ? colors.primary : 'transparent',
              color: petType === s.petType ? '#fff' : colors.ink,
              fontWeight: 700,
              cursor: 'pointer',
              '&:focus-visible': focusRing,
            }}
          >
            {s.label}
          </button>
        ))}
      </div>

      <div aria-live="polite" aria-busy={plans.isPending} css={{ ...RESERVED_HEIGHT, marginTop: space(6) }}>
        {plans.isError ? (
          <div
            role="alert"
            css={{ padding: space(6), borderRadius: radii.lg, background: colors.dangerSoft, color: colors.ink }}
          >
            <p css={{ margin: 0, fontWeight: 700 }}>We couldn’t load the wellness plans just now.</p>
            <p css={{ margin: `${space(2)} 0 ${space(4)}` }}>
              Please try again. You can also see every plan and price when you get a quote.
            </p>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          </div>
        ) : plans.data ? (
          <PlanComparisonView
            comparison={comparePlans(plans.data.plans, petType)}
            species={petType === 0 ? 'dogs' : 'cats'}
          />
        ) : (
          <PlanSkeleton />
        )}
      </div>
    </div>
  );
}

const cardGrid = {
  display: 'grid',
  gap: space(6),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

function PlanSkeleton() {
  return (
    <div css={cardGrid}>
      <p css={visuallyHidden}>Loading wellness plans…</p>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          css={{
            height: 200,
            borderRadius: radii.lg,
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            [mq.lg]: { height: 600 },
          }}
        />
      ))}
    </div>
  );
}

/**
 * Cards below 1024 px, one table with aligned rows from 1024 px: the same plans either way. Only the
 * one the screen shows is rendered (the comparison is client-only, so the media query is known).
 */
function PlanComparisonView({ comparison, species }: { comparison: PlanComparison; species: string }) {
  const wide = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  return wide ? <PlanTable comparison={comparison} species={species} /> : <PlanCards comparison={comparison} />;
}

const cell = {
  padding: `${space(3)} ${space(4)}`,
  borderTop: `1px solid ${colors.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
} as const;

function PlanTable({ comparison, species }: { comparison: PlanComparison; species: string }) {
  const { plans, rows, totals } = comparison;
  return (
    <table
      css={{
        width: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'separate',
        borderSpacing: 0,
        background: colors.surface,
        borderRadius: radii.lg,
        border: `1px solid ${colors.border}`,
        overflow: 'hidden',
      }}
    >
      <caption css={visuallyHidden}>
        Wellness plans for {species}: monthly price and yearly allowance for each service
      </caption>
      <thead>
        <tr>
          <th
            scope="col"
            css={{ ...cell, borderTop: 0, width: '28%', verticalAlign: 'bottom', color: colors.muted, fontWeight: 600 }}
          >
            Yearly allowance per service
          </th>
          {plans.map((plan, i) => (
            <th
              key={plan.id}
              scope="col"
              data-plan={plan.id}
              css={{
                ...cell,
                borderTop: 0,
                verticalAlign: 'top',
                background: plan.code === 'classic' ? colors.primarySoft : colors.surface,
              }}
            >
              {/* Every header keeps the badge's line, so names and prices line up across plans. */}
              <span css={{ display: 'block', height: 26, marginBottom: space(2) }}>
                {plan.code === 'classic' && (
                  <span
                    css={{
                      display: 'inline-block',
                      padding: `2px ${space(3)}`,
                      borderRadius: radii.pill,
                      background: colors.primary,
                      color: '#fff',
                      fontSize: '0.8125rem',
                    }}
                  >
                    Most popular
                  </span>
                )}
              </span>
              <span css={{ display: 'block', fontSize: '1.5rem', color: colors.ink }}>{plan.name}</span>
              <span css={{ display: 'block', minHeight: '3em', fontWeight: 400, color: colors.muted }}>
                {TIER_NOTES[plan.code]}
              </span>
              <span css={{ display: 'block', marginTop: space(3), whiteSpace: 'nowrap' }}>
                <span css={{ fontSize: '2.25rem', fontWeight: 800, color: colors.ink }}>
                  {formatCents(plan.monthlyPriceCents)}
                </span>
                <span css={{ marginLeft: space(1), fontWeight: 400, color: colors.muted }}>a month</span>
              </span>
              <span css={{ display: 'block', fontWeight: 400, color: colors.muted, fontSize: '0.9375rem' }}>
                Up to <strong css={{ color: colors.ink }}>{formatCents(totals[i]!, { whole: true })}</strong> of care a
                year
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.service}>
            <th scope="row" css={{ ...cell, fontWeight: 600, color: colors.ink }}>
              {row.label}
            </th>
            {row.allowances.map((cents, i) => (
              <td
                key={plans[i]!.id}
                css={{
                  ...cell,
                  fontVariantNumeric: 'tabular-nums',
                  background: plans[i]!.code === 'classic' ? colors.primarySoft : undefined,
                }}
              >
                <span css={cents === null ? cellExcluded : cellIncluded}>
                  <Mark kind={cents === null ? 'no' : 'yes'} />
                  {cents === null ? 'Not included' : formatCents(cents, { whole: true })}
                </span>
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row" css={{ ...cell, color: colors.ink }}>
            Price per year
          </th>
          {plans.map((plan) => (
            <td
              key={plan.id}
              css={{
                ...cell,
                fontWeight: 700,
                color: colors.ink,
                background: plan.code === 'classic' ? colors.primarySoft : undefined,
              }}
            >
              {formatCents(plan.monthlyPriceCents * 12)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

// Styles used in every row, serialized once (the comparison renders dozens of rows).
const rowBase = {
  position: 'relative',
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(3),
  padding: `${space(2)} 0 ${space(2)} ${space(8)}`,
  borderTop: `1px solid ${colors.border}`,
} as const;
const rowIncluded = css({ ...rowBase, color: colors.ink });
const rowExcluded = css({ ...rowBase, color: colors.muted });
const amountIncluded = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 600 });
const amountExcluded = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 400 });
const cellBase = { position: 'relative', display: 'inline-block', paddingLeft: space(8) } as const;
const cellIncluded = css({ ...cellBase, color: colors.ink, fontWeight: 700 });
const cellExcluded = css({ ...cellBase, color: colors.muted, fontWeight: 400 });

function PlanCards({ comparison }: { comparison: PlanComparison }) {
  const { plans, rows, totals } = comparison;
  return (
    <ul css={{ ...cardGrid, listStyle: 'none', margin: 0, padding: 0 }}>
      {plans.map((plan, i) => {
        const featured = plan.code === 'classic';
        return (
          <li
            key={plan.id}
            data-plan={plan.id}
            css={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              padding: space(6),
              borderRadius: radii.lg,
              background: colors.surface,
              border: `2px solid ${featured ? colors.primary : colors.border}`,
            }}
          >
            {featured && (
              <p
                css={{
                  position: 'absolute',
                  top: -14,
                  left: space(6),
                  margin: 0,
                  padding: `2px ${space(3)}`,
                  borderRadius: radii.pill,
                  background: colors.primary,
                  color: '#fff',
                  fontSize: '0.8125rem',
                  fontWeight: 700,
                }}
              >
                Most popular
              </p>
            )}
            <h3 css={{ margin: 0, fontSize: '1.5rem', color: colors.ink }}>{plan.name}</h3>
            <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>{TIER_NOTES[plan.code]}</p>
            <p css={{ margin: `${space(4)} 0 0` }}>
              <span css={{ fontSize: '2.5rem', fontWeight: 800, color: colors.ink }}>
                {formatCents(plan.monthlyPriceCents)}
              </span>
              <span css={{ marginLeft: space(1), color: colors.muted }}>a month</span>
            </p>
            <p css={{ margin: `${space(1)} 0 0`, color: colors.muted, fontSize: '0.9375rem' }}>
              Up to <strong css={{ color: colors.ink }}>{formatCents(totals[i]!, { whole: true })}</strong> of care a
              year, for {formatCents(plan.monthlyPriceCents * 12)} a year
            </p>
            <h4
              css={{
                margin: `${space(5)} 0 ${space(2)}`,
                fontSize: '0.875rem',
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
                color: colors.muted,
              }}
            >
              Yearly allowances
            </h4>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, flex: 1 }}>
              {rows.map((row) => {
                const cents = row.allowances[i] ?? null;
                return (
                  <li key={row.service} css={cents === null ? rowExcluded : rowIncluded}>
                    <Mark kind={cents === null ? 'no' : 'yes'} />
                    <span>{row.label}</span>
                    <span css={cents === null ? amountExcluded : amountIncluded}>
                      {cents === null ? 'Not included' : formatCents(cents, { whole: true })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
