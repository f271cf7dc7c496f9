// The confirmation a form turns into once the API has its message: one look for every "we have it"
// on the site, with the receipt's short reference and a way to send another. It takes focus, so a
// screen reader hears the confirmation and a keyboard user is not left on a button that is gone.
import { Button, colors, radii, space } from '@tailwise/shared';
import { useEffect, useRef, type ReactNode } from 'react';

const sentStyle = {
  padding: space(6),
  borderRadius: radii.lg,
  background: colors.successSoft,
  borderLeft: `6px solid ${colors.success}`,
  color: colors.ink,
  lineHeight: 1.6,
  '&:focus': { outline: 'none' },
} as const;

const titleStyle = { margin: 0, fontSize: '1.5rem', color: colors.ink } as const;
const textStyle = { margin: `${space(3)} 0 0` } as const;
const referenceStyle = { fontFamily: 'ui-monospace, monospace' } as const;
const againStyle = { marginTop: space(5) } as const;

/** The short reference a person can quote to support: the receipt id's first eight characters. */
export const receiptReference = (receiptId: string) => receiptId.slice(0, 8).toUpperCase();

export interface FormSentProps {
  title: string;
  /** What happens next, in a sentence or two. */
  children: ReactNode;
  receiptId: string;
  againLabel: string;
  onAgain: () => void;
}

export function FormSent({ title, children, receiptId, againLabel, onAgain }: FormSentProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div role="status" ref={box} tabIndex={-1} css={sentStyle}>
      <h2 css={titleStyle}>{title}</h2>
      <p css={textStyle}>{children}</p>
      <p css={textStyle}>
        Your reference is <strong css={referenceStyle}>{receiptReference(receiptId)}</strong>.
      </p>
      <div css={againStyle}>
        <Button variant="secondary" onClick={onAgain}>
          {againLabel}
        </Button>
      </div>
    </div>
  );
}
