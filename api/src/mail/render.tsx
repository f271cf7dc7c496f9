// Turns a queued email's data into what the mailer sends: the subject, the HTML and plain-text parts (React
// Email), and every link the email carries, read from the data the templates render.
import { render } from '@react-email/render';
import type { EmailMessage, RenderedEmail } from './messages';
import { cancellation } from './templates/cancellation';
import { claimApproved } from './templates/claim-approved';
import { claimDenied } from './templates/claim-denied';
import { claimInReview } from './templates/claim-in-review';
import { claimInfoNeeded } from './templates/claim-info-needed';
import { claimPaid } from './templates/claim-paid';
import { claimReceived } from './templates/claim-received';
import { emailConfirmation } from './templates/email-confirmation';
import { plainTextOptions, type EmailTemplate } from './templates/layout';
import { paymentFailed } from './templates/payment-failed';
import { planLapsed } from './templates/plan-lapsed';
import { quoteSaved, withoutTypedText } from './templates/quote-saved';
import { receipt } from './templates/receipt';
import { welcomePolicy } from './templates/welcome-policy';

export async function renderEmail(message: EmailMessage): Promise<RenderedEmail> {
  const attachments = message.attachments ?? [];
  switch (message.template) {
    case 'quote-saved':
      // An unproven address gets none of the typed names, in the subject and links as much as in the body.
      return renderWith(quoteSaved, withoutTypedText(message.data), attachments);
    case 'email-confirmation':
      return renderWith(emailConfirmation, message.data, attachments);
    case 'welcome-policy':
      return renderWith(welcomePolicy, message.data, attachments);
    case 'receipt':
      return renderWith(receipt, message.data, attachments);
    case 'payment-failed':
      return renderWith(paymentFailed, message.data, attachments);
    case 'plan-lapsed':
      return renderWith(planLapsed, message.data, attachments);
    case 'cancellation':
      return renderWith(cancellation, message.data, attachments);
    case 'claim-received':
      return renderWith(claimReceived, message.data, attachments);
    case 'claim-in-review':
      return renderWith(claimInReview, message.data, attachments);
    case 'claim-approved':
      return renderWith(claimApproved, message.data, attachments);
    case 'claim-denied':
      return renderWith(claimDenied, message.data, attachments);
    case 'claim-paid':
      return renderWith(claimPaid, message.data, attachments);
    case 'claim-info-needed':
      return renderWith(claimInfoNeeded, message.data, attachments);
    default: {
      const unknown: never = message;
      throw new Error(`No email template for ${JSON.stringify((unknown as { template?: unknown }).template)}`);
    }
  }
}

async function renderWith<D>(
  template: EmailTemplate<D>,
  data: D,
  attachments: NonNullable<EmailMessage['attachments']>,
): Promise<RenderedEmail> {
  const { Email } = template;
  const element = <Email data={data} attachments={attachments} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: plainTextOptions }),
  ]);
  return {
    subject: oneLine(template.subject(data)),
    html,
    text: `${text.trim()}\n`,
    links: [...new Set(template.links(data))],
  };
}

/** A subject is one header line: names typed with line breaks or control characters can't add another. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}
