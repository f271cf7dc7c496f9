// The home page's call to action: "Get your quote", or, for a signed-in customer who left a checkout unfinished,
// "Finish buying Pepper's plan". Signed out it is only the link; the unfinished quote's reader loads after the page
// has rendered, so the home page's first-render JS does not grow.
import { ButtonLink, QueryScope, useAuth } from '@tailwise/shared';
import { lazy, useEffect, useState } from 'react';

const UnfinishedQuoteCta = lazy(() => import('./UnfinishedQuoteCta'));

export const START_QUOTE_PATH = '/start';

export function GetYourQuote() {
  return (
    <ButtonLink to={START_QUOTE_PATH} size="lg">
      Get your quote
    </ButtonLink>
  );
}

/** Prerendered (no shell, so no sign-in) and on first render it is "Get your quote"; who is signed in is asked after. */
export function HomeQuoteCta() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <SignedInCta /> : <GetYourQuote />;
}

function SignedInCta() {
  const { status } = useAuth();
  if (status !== 'signed-in') return <GetYourQuote />;
  return (
    <QueryScope defer fallback={<GetYourQuote />}>
      <UnfinishedQuoteCta fallback={<GetYourQuote />} />
    </QueryScope>
  );
}
