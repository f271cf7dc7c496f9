// Where a member goes when their employer route is a dead end (the seat is someone else's, they are not on the
// list, enrollment is closed or the employer unknown): a person to call or write to, or buying a plan directly.
// One block for the seat form and the business enrollment page, so every dead end offers the same ways on.
import { ApiError, ButtonLink, colors, space, SUPPORT_EMAIL, SUPPORT_PHONE } from '@tailwise/shared';
import { useId, type ReactNode } from 'react';
import { SUPPORT_PHONE_HREF } from '../brand/site-config';
import { panelStyle } from './panel-style';

/** The seat claims no retry can fix: the seat is taken, or the employer has no seat for this member. */
const DEAD_END_SEAT_ERRORS = new Set(['GroupSeatTaken', 'GroupSeatNotFoundError']);

export const isSeatDeadEnd = (error: unknown): boolean =>
  error instanceof ApiError && DEAD_END_SEAT_ERRORS.has(error.code);

const linkStyle = { color: colors.primary, fontWeight: 700 } as const;

export function WaysOn({ children }: { children?: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={{ ...panelStyle, display: 'grid', gap: space(3) }}>
      <h3 id={titleId} css={{ margin: 0, fontSize: '1.0625rem', color: colors.ink }}>
        What you can do now
      </h3>
      {children && <p css={{ margin: 0, color: colors.ink, lineHeight: 1.5 }}>{children}</p>}
      <p css={{ margin: 0, color: colors.ink, lineHeight: 1.5 }}>
        Our team can help:{' '}
        <a href={SUPPORT_PHONE_HREF} css={{ ...linkStyle, whiteSpace: 'nowrap' }}>
          Call us on {SUPPORT_PHONE}
        </a>{' '}
        or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} css={linkStyle}>
          {SUPPORT_EMAIL}
        </a>
        . Or buy cover for your pet yourself now, without the employer discount.
      </p>
      <div>
        <ButtonLink to="/start" variant="secondary">
          Buy a plan directly
        </ButtonLink>
      </div>
    </section>
  );
}
