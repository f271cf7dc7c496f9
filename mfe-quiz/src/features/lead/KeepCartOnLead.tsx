// Checkout loads this after its first render for a visitor with a lead, signed in or not: it keeps the cart on the
// lead once per account (or none) and cart, so a checkout left unfinished comes back on the dashboard, on any device.
import type { QuoteRequest } from '@tailwise/shared/contract';
import { useEffect, useRef } from 'react';
import { useKeepCartOnLead } from './api/keep-cart';

export interface KeepCartOnLeadProps {
  /** Null while signed out; signing in keeps the cart again, which ties the lead to the account. */
  uid: string | null;
  leadUuid: string;
  request: QuoteRequest;
}

export default function KeepCartOnLead({ uid, leadUuid, request }: KeepCartOnLeadProps) {
  const { mutate } = useKeepCartOnLead();
  const kept = useRef<string | null>(null);
  const fingerprint = JSON.stringify([uid, leadUuid, request]);
  useEffect(() => {
    if (kept.current === fingerprint) return;
    kept.current = fingerprint;
    // A failure only means the quote does not follow the customer to another device: checkout goes on.
    mutate({ leadUuid, request }, { onError: () => undefined });
  }, [fingerprint, leadUuid, request, mutate]);
  return null;
}
