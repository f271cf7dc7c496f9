// The pet's other claims, newest first, so a duplicate or a pattern shows at a glance.
import { colors, space } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { Link } from 'react-router-dom';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { linkStyle, mutedStyle, Section } from '../common/OpsLayout';
import { StatusTag } from '../common/StatusTag';
import { opsClaimPath } from '../../ops-paths';

export function PetClaimsSection({ claim }: { claim: OpsClaim }) {
  const others = claim.petClaims
    .filter((c) => c.uuid !== claim.uuid)
    .sort((a, b) => b.dateOfService.localeCompare(a.dateOfService));
  return (
    <Section title={`${claim.petName}’s other claims`} id="pet-claims-title">
      {others.length === 0 ? (
        <p css={mutedStyle}>This is {claim.petName}’s first claim.</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
          {others.map((c) => (
            <li
              key={c.uuid}
              css={{ display: 'grid', gap: space(1), paddingTop: space(3), borderTop: `1px solid ${colors.border}` }}
            >
              <span css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'center' }}>
                <Link to={opsClaimPath(c.uuid)} css={linkStyle}>
                  {c.claimNumber}
                </Link>
                <StatusTag status={c.status} />
              </span>
              <span css={{ color: colors.muted, overflowWrap: 'anywhere' }}>
                {c.claimType === 'WELLNESS' ? 'Wellness' : 'Insurance'} · visit {formatIsoDate(c.dateOfService)}
                {c.clinic ? ` · ${c.clinic}` : ''}
              </span>
              <span css={{ fontVariantNumeric: 'tabular-nums' }}>
                Bill {formatCents(c.amountCents)}
                {c.paidCents !== null && ` · paid ${formatCents(c.paidCents)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
