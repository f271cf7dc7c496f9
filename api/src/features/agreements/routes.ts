// A customer's agreements: the declarations page PDF, and cancelling (preview first, then confirm).
import { AgreementParamsSchema, CancellationSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { findOwnAgreement } from './agreement-service';
import { cancelAgreement, previewCancellation } from './cancellation';
import { renderDeclarationsPdf } from './declarations';

export function agreementRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/agreements/:uuid/declarations.pdf',
      summary: 'Download the declarations page of one of my agreements',
      description:
        'A one-page PDF: policy number, pet, cover, deductible, reimbursement, yearly limit, waiting periods, start date, ' +
        'price and billing interval. For insurance (uuid of an InsuranceAgreement) and wellness plans (PurchaseAgreement).',
      tags: ['Agreements'],
      auth: 'required',
      params: AgreementParamsSchema,
      responses: {
        200: { description: 'The PDF', contentType: 'application/pdf' },
        404: { description: 'No such agreement of yours' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        const own = await findOwnAgreement(ctx.db, customer.id, params.uuid);
        const breedName = ctx.catalog.breeds.get(own.pet.breed_id)?.name ?? 'Unknown';
        const pdf = await renderDeclarationsPdf(
          own.kind === 'INSURANCE'
            ? { ...own, breedName, customer }
            : { ...own, breedName, customer, plan: ctx.catalog.plans.get(own.agreement.wellness_plan_id) },
        );
        return {
          status: 200,
          stream: pdf,
          contentType: 'application/pdf',
          headers: {
            'content-disposition': `attachment; filename="tailwise-declarations-${own.agreement.policy_number}.pdf"`,
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/agreements/:uuid/cancellation/',
      summary: 'Preview cancelling one of my agreements',
      description:
        'What cancelling today would do: within 30 days of the start date (free look), if no claim was made on the ' +
        'plan (a denied one does not count), the plan ends today and what was charged for it is refunded; later, or ' +
        'once a claim was made (freeLookLostToClaim), cover runs to the end of the paid period with no refund. Once ' +
        'cancelled, answers the cancellation (cancelled: true).',
      tags: ['Agreements'],
      auth: 'required',
      params: AgreementParamsSchema,
      responses: {
        200: { description: 'The preview, or the cancellation', schema: CancellationSchema },
        404: { description: 'No such agreement of yours' },
        409: { description: 'AgreementNotActive: it ended without being cancelled' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await previewCancellation(ctx, customer.id, params.uuid) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/agreements/:uuid/cancel/',
      summary: 'Cancel one of my agreements',
      description:
        'Idempotent: repeated or concurrent calls answer the same cancellation and refund at most once. In the free look ' +
        'with no claim made, the status becomes CANCELLED and the refund goes to the card (payroll plans: nothing to ' +
        'refund); after it, or with a claim, the status stays ACTIVE with endsOn, and becomes CANCELLED the day after. ' +
        'Decided under the same locks as filing a claim: a claim filed at the same moment is either counted, or refused ' +
        'because the plan is cancelled.',
      tags: ['Agreements'],
      auth: 'required',
      params: AgreementParamsSchema,
      responses: {
        200: { description: 'The cancellation', schema: CancellationSchema },
        404: { description: 'No such agreement of yours' },
        409: { description: 'AgreementNotActive: it ended without being cancelled' },
      },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await cancelAgreement(ctx, customer.id, params.uuid) };
      },
    }),
  ];
}
