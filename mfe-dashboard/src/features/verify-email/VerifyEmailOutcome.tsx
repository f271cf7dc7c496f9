// What opening the verification link did: verified, an unknown link, one already used, or one that
// expired (with a way to get a new one). Rendered by the dashboard layout while ?verify_email= is in
// the address; closing it removes the code from the address.
import { Alert, Button, colors, space } from '@tailwise/shared';
import { useMe } from '@tailwise/shared/queries';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ResendVerification } from './ResendVerification';
import { useVerifyEmailCode, type VerifyOutcome } from './api/verify-email-code';

const MESSAGES: Record<VerifyOutcome, { tone: 'success' | 'error' | 'info'; title: string; body: string }> = {
  verified: {
    tone: 'success',
    title: 'Your email address is confirmed',
    body: 'Thank you. Claim updates and policy documents will reach you there.',
  },
  unknown: {
    tone: 'error',
    title: 'We don’t recognise this link',
    body: 'It may be incomplete, or it was sent to another account. Copy the whole link from the email, or ask for a new one.',
  },
  used: {
    tone: 'info',
    title: 'This link was already used',
    body: 'Each link works once. If your address shows as unconfirmed, ask for a new link.',
  },
  expired: {
    tone: 'error',
    title: 'This link has expired',
    body: 'Links work for 24 hours. Ask for a new one below and use it within a day.',
  },
  failed: {
    tone: 'error',
    title: 'We couldn’t check this link',
    body: 'Something went wrong on our side. Please reload the page to try again.',
  },
};

const boxStyle = { marginTop: space(5), display: 'grid', gap: space(3) } as const;

export function VerifyEmailOutcome({ code }: { code: string }) {
  const titleId = useId();
  const outcome = useVerifyEmailCode(code);
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome.data) box.current?.focus();
  }, [outcome.data]);

  const close = () => {
    const params = new URLSearchParams(location.search);
    params.delete('verify_email');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };

  let content: ReactNode;
  if (!outcome.data) {
    content = (
      <Alert tone="info">
        <span id={titleId}>Checking your verification link…</span>
      </Alert>
    );
  } else {
    const message = MESSAGES[outcome.data];
    // A used or unknown link needs no new one once the address is confirmed.
    const stillUnverified = me.data ? !me.data.emailVerified : true;
    const offerResend =
      outcome.data === 'expired' || ((outcome.data === 'unknown' || outcome.data === 'used') && stillUnverified);
    content = (
      <Alert tone={message.tone}>
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>
          {message.title}
        </h2>
        <p css={{ margin: `${space(2)} 0 ${space(3)}`, lineHeight: 1.5 }}>{message.body}</p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'flex-start' }}>
          {offerResend && <ResendVerification email={me.data?.email ?? null} label="Send me a new link" />}
          <Button variant="ghost" onClick={close}>
            Close
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <div ref={box} tabIndex={-1} aria-labelledby={titleId} role="region" css={{ ...boxStyle, outline: 'none' }}>
      {content}
    </div>
  );
}
