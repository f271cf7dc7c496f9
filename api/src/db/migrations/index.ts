// Every migration, in order. The same list runs on PGlite and on PostgreSQL.
import type { Migration } from 'kysely';
import * as initial from './0001_initial';
import * as paymentTokenOwner from './0002_payment_token_owner';
import * as claimInvoicePosition from './0003_claim_invoice_position';
import * as checkoutAttempts from './0004_checkout_attempts';
import * as leadSavedQuote from './0005_lead_saved_quote';
import * as policyDocumentsAndCancellation from './0006_policy_documents_and_cancellation';
import * as leadSource from './0007_lead_source';
import * as claimTypesClinicPetBirthday from './0009_claim_types_clinic_pet_birthday';
import * as businessEnquiries from './0010_business_enquiries';
import * as checkoutPendingPurchase from './0011_checkout_pending_purchase';
import * as referralRewardFreeLook from './0012_referral_reward_free_look';
import * as groupSeatProof from './0013_group_seat_proof';
import * as jobsEmailsBilling from './0014_jobs_emails_billing';
import * as recipientMailLimits from './0015_recipient_mail_limits';
import * as claimDecisions from './0016_claim_decisions';
import * as reviews from './0017_reviews';
import * as reviewModeration from './0018_review_moderation';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_payment_token_owner': paymentTokenOwner,
  '0003_claim_invoice_position': claimInvoicePosition,
  '0004_checkout_attempts': checkoutAttempts,
  '0005_lead_saved_quote': leadSavedQuote,
  '0006_policy_documents_and_cancellation': policyDocumentsAndCancellation,
  '0007_lead_source': leadSource,
  '0009_claim_types_clinic_pet_birthday': claimTypesClinicPetBirthday,
  '0010_business_enquiries': businessEnquiries,
  '0011_checkout_pending_purchase': checkoutPendingPurchase,
  '0012_referral_reward_free_look': referralRewardFreeLook,
  '0013_group_seat_proof': groupSeatProof,
  '0014_jobs_emails_billing': jobsEmailsBilling,
  '0015_recipient_mail_limits': recipientMailLimits,
  '0016_claim_decisions': claimDecisions,
  '0017_reviews': reviews,
  '0018_review_moderation': reviewModeration,
};
