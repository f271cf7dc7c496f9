import { colors, focusRing, radii, space } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface AccordionItemProps {
  id: string;
  question: string;
  open: boolean;
  onToggle: (id: string) => void;
  /** Where the question's deep link points, e.g. /faq#how-do-claims-work. */
  href: string;
  children: ReactNode;
}

/**
 * One question: a heading whose button shows and hides the answer (aria-expanded / aria-controls), and
 * a link to the question itself. The wrapper carries the question's id, so /faq#<id> lands on it.
 */
export function AccordionItem({ id, question, open, onToggle, href, children }: AccordionItemProps) {
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div id={id} css={{ borderBottom: `1px solid ${colors.border}`, scrollMarginTop: space(6) }} data-faq-item={id}>
      <div css={{ display: 'flex', alignItems: 'flex-start', gap: space(2) }}>
        <h3 css={{ margin: 0, flex: 1, fontSize: '1.0625rem', lineHeight: 1.4 }}>
          <button
            type="button"
            id={buttonId}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => onToggle(id)}
            css={{
              display: 'flex',
              width: '100%',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: space(4),
              padding: `${space(4)} ${space(1)}`,
              background: 'none',
              border: 0,
              borderRadius: radii.sm,
              textAlign: 'left',
              fontWeight: 600,
              color: colors.ink,
              cursor: 'pointer',
              '&:hover': { color: colors.primary },
              '&:focus-visible': focusRing,
            }}
          >
            <span>{question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="22"
              height="22"
              css={{ flexShrink: 0, transition: 'transform 150ms ease', transform: open ? 'rotate(180deg)' : 'none' }}
            >
              <path
                d="M6 9l6 6 6-6"
                stroke={colors.primary}
                strokeWidth="2.5"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </h3>
        <Link
          to={href}
          aria-label={`Link to this question: ${question}`}
          css={{
            flexShrink: 0,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 44,
            height: 44,
            marginTop: space(1),
            borderRadius: radii.sm,
            color: colors.muted,
            textDecoration: 'none',
            fontWeight: 700,
            fontSize: '1.125rem',
            '&:hover': { color: colors.primary, background: colors.primarySoft },
            '&:focus-visible': focusRing,
          }}
        >
          <span aria-hidden="true">#</span>
        </Link>
      </div>
      <div
        id={panelId}
        aria-labelledby={buttonId}
        hidden={!open}
        css={{
          paddingInline: space(1),
          paddingBottom: space(4),
          color: colors.muted,
          lineHeight: 1.65,
          maxWidth: '46rem',
          p: { margin: `0 0 ${space(3)}` },
          'p:last-child': { marginBottom: 0 },
        }}
      >
        {children}
      </div>
    </div>
  );
}
