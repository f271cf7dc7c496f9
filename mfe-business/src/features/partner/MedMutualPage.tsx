// /enroll/medmutual-pet: the distribution partner's landing page. The partner's flags (GET /partners/{ri})
// decide what is offered: its products, whether prices show, co-branding, billing; its promo is stored with
// the partner as referrer, so the quiz and checkout apply it. A 500 shows the spec's message (§8). The page
// waits for the partner (the remote's loading placeholder shows meanwhile) and needs neither React Query nor
// zod nor the seat proof: its first render is its own small chunk.
import {
  Alert,
  ButtonLink,
  Container,
  readStored,
  space,
  storageKeys,
  useApiClient,
  usePageMeta,
  writeStored,
} from '@tailwise/shared';
import type { Partner } from '@tailwise/shared/contract';
import { use, useEffect, useState } from 'react';
import {
  actionsStyle,
  kickerStyle,
  leadStyle,
  mutedStyle,
  narrowStyle,
  pageStyle,
  panelStyle,
  panelTitleStyle,
  titleStyle,
} from '../enroll/enroll-styles';
import { forgetFailedPartner, PARTNER_RI, partnerAnswer } from './partner-answer';

/** The partner logos' 5:2 frame (240 × 96 files) at two thirds; the box is reserved before the file arrives. */
const PARTNER_LOGO = { width: 160, height: 64 } as const;
const partnerLogoStyle = { display: 'block', ...PARTNER_LOGO, marginBottom: space(3), objectFit: 'contain' } as const;

/** Where each product starts, carrying the partner as referrer (ri, rt, rpc: spec's query parameters). */
export function offerLinks(
  partner: Partner,
): Array<{ product: Partner['products'][number]; label: string; to: string }> {
  const query = new URLSearchParams({ ri: partner.ri, rt: 'PARTNER' });
  if (partner.promoCode) query.set('rpc', partner.promoCode.code);
  const labels = { INSURANCE: 'Get a pet insurance quote', WELLNESS: 'See wellness plans' } as const;
  const paths = { INSURANCE: '/start', WELLNESS: '/pet-wellness-plans' } as const;
  return partner.products.map((product) => ({ product, label: labels[product], to: `${paths[product]}?${query}` }));
}

export default function MedMutualPage() {
  const client = useApiClient();
  // Held for as long as the page is shown: a later render never asks again or suspends anew.
  const [asked] = useState(() => partnerAnswer(client, PARTNER_RI));
  const { partner: p, error } = use(asked);
  usePageMeta({
    title: p ? `${p.displayName} pet benefits` : 'MedMutual Pet',
    description: 'Pet benefits for MedMutual members.',
  });

  // The partner's promo applies to what the member buys next (stored like any referrer's).
  useEffect(() => {
    if (!p) return;
    const referrer = { ri: p.ri, rt: 'PARTNER', ...(p.promoCode ? { rpc: p.promoCode.code } : {}) };
    if (JSON.stringify(readStored(storageKeys.referrerData)) !== JSON.stringify(referrer)) {
      writeStored(storageKeys.referrerData, referrer);
    }
    if (p.promoCode && readStored(storageKeys.promoCode) !== p.promoCode.code) {
      writeStored(storageKeys.promoCode, p.promoCode.code);
    }
  }, [p]);
  useEffect(() => {
    if (error) forgetFailedPartner(client, PARTNER_RI);
  }, [error, client]);

  if (!p) {
    return (
      <Container css={pageStyle}>
        <h1 css={titleStyle}>MedMutual Pet</h1>
        <Alert tone="error">{error?.message ?? 'Something went wrong'}</Alert>
      </Container>
    );
  }
  const offers = offerLinks(p);
  return (
    <Container css={pageStyle}>
      <header>
        {/* A co-branded partner shows its own logo and is named beside ours. */}
        {p.coBranded && p.logoUrl && (
          <img
            src={p.logoUrl}
            alt={`${p.displayName} logo`}
            width={PARTNER_LOGO.width}
            height={PARTNER_LOGO.height}
            css={partnerLogoStyle}
          />
        )}
        <p css={kickerStyle}>{p.coBranded ? `${p.displayName} with Tailwise` : 'Member benefits'}</p>
        <h1 css={titleStyle}>Pet benefits for {p.displayName} members</h1>
        <p css={leadStyle}>
          {p.products.includes('INSURANCE') && p.products.includes('WELLNESS')
            ? 'Insurance for accidents and illness, and wellness plans for everyday care.'
            : p.products.includes('INSURANCE')
              ? 'Insurance for accidents and illness.'
              : 'Wellness plans for everyday care.'}
        </p>
      </header>
      <div css={narrowStyle}>
        {p.promoCode && (
          <Alert tone="success">
            {p.hidePrices
              ? `Your member offer (${p.promoCode.code}) is applied at checkout.`
              : `${p.promoCode.percentOff}% off with ${p.promoCode.code}: applied to your quote and checkout.`}
          </Alert>
        )}
        <section css={panelStyle} aria-labelledby="offers">
          <h2 id="offers" css={panelTitleStyle}>
            What {p.displayName} members can get
          </h2>
          <p css={mutedStyle}>
            {p.hidePrices
              ? 'Your cover and its price are set out when you start.'
              : `Billed ${p.defaultBillingInterval === 'year' ? 'yearly' : 'monthly'}; see your price in a couple of minutes.`}
          </p>
          <div css={actionsStyle}>
            {offers.map((o) => (
              <ButtonLink key={o.product} to={o.to}>
                {o.label}
              </ButtonLink>
            ))}
          </div>
        </section>
      </div>
    </Container>
  );
}
