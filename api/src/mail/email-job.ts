// Every product email is a queued job: enqueued in the transaction of the action it reports, rendered and sent by
// a worker. The emails table holds one row per action key, so however often the job runs (a retry, a second
// worker, a crash after sending) the customer gets one email; SMTP resends after a crash carry the same Message-ID.
import { createHash } from 'node:crypto';
import type { AppContext } from '../context';
import { findOwnAgreement } from '../features/agreements/agreement-service';
import { renderDeclarationsPdf } from '../features/agreements/declarations';
import type { DbOrTrx } from '../jobs/queue';
import type { OutgoingEmail } from './mailer';
import type { EmailAttachmentRef, EmailMessage } from './messages';
import { renderEmail } from './render';

export const EMAIL_TASK = 'email:send';

export interface EmailJobPayload {
  key: string;
  message: EmailMessage;
}

/** Queues one email for the action named by `key` (receipt:<payment uuid>); a second call with the key adds nothing. */
export async function enqueueEmail(
  ctx: Pick<AppContext, 'jobs'>,
  db: DbOrTrx,
  key: string,
  message: EmailMessage,
): Promise<void> {
  const payload: EmailJobPayload = { key, message };
  await ctx.jobs.enqueue(db, {
    task: EMAIL_TASK,
    key: `email:${key}`,
    payload: payload as unknown as Record<string, unknown>,
  });
}

const messageIdOf = (key: string, mailFrom: string) => {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'tailwise.example';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
};

async function buildAttachment(ctx: AppContext, ref: EmailAttachmentRef) {
  const own = await findOwnAgreement(ctx.db, ref.customerId, ref.agreementUuid);
  const customer = await ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', ref.customerId)
    .executeTakeFirstOrThrow();
  const breedName = ctx.catalog.breeds.get(own.pet.breed_id)?.name ?? 'Unknown';
  const content = await renderDeclarationsPdf(
    own.kind === 'INSURANCE'
      ? { ...own, breedName, customer }
      : { ...own, breedName, customer, plan: ctx.catalog.plans.get(own.agreement.wellness_plan_id) },
  );
  return { filename: ref.filename, contentType: 'application/pdf', content };
}

/** The worker's side: renders, records and sends the email once. */
export async function sendQueuedEmail(ctx: AppContext, payload: EmailJobPayload): Promise<void> {
  const { key, message } = payload;
  const existing = await ctx.db
    .selectFrom('emails')
    .select(['status'])
    .where('dedupe_key', '=', key)
    .executeTakeFirst();
  if (existing?.status === 'SENT') return;

  const rendered = await renderEmail(message);
  const attachments = await Promise.all((message.attachments ?? []).map((ref) => buildAttachment(ctx, ref)));
  const messageId = messageIdOf(key, ctx.config.mailFrom);
  if (!existing) {
    await ctx.db
      .insertInto('emails')
      .values({
        dedupe_key: key,
        template: message.template,
        recipient: message.to,
        subject: rendered.subject,
        text_body: rendered.text,
        html_body: rendered.html,
        links: JSON.stringify(rendered.links),
        attachments: JSON.stringify(
          attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length })),
        ),
        message_id: messageId,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }

  if (ctx.mailer.kind === 'smtp') {
    const email: OutgoingEmail = {
      to: message.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      links: rendered.links,
      attachments,
      messageId,
    };
    await ctx.mailer.send(email);
  }
  // The sandbox has nothing to hand the message to: the row is its outbox.
  await ctx.db
    .updateTable('emails')
    .set({ status: 'SENT', sent_at: new Date() })
    .where('dedupe_key', '=', key)
    .where('status', '=', 'SENDING')
    .execute();
  ctx.log.info({ template: message.template, key }, 'email sent');
}
