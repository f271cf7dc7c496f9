// Real email: nodemailer over SMTP (SMTP_URL), for instances that share no memory and people with real inboxes.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { ApiError } from '../http/errors';
import type { Mailer, OutgoingEmail } from './mailer';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  /** `url`: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
  constructor(
    url: string,
    private readonly from: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    // A pool keeps a few connections open instead of one handshake per message.
    this.transport = nodemailer.createTransport(
      url.includes('pool=') ? url : `${url}${url.includes('?') ? '&' : '?'}pool=true`,
    );
  }

  async send(email: OutgoingEmail): Promise<void> {
    try {
      const info = await this.transport.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.attachments ? { attachments: email.attachments } : {}),
        ...(email.messageId ? { messageId: email.messageId } : {}),
      });
      this.log?.info({ subject: email.subject, messageId: info.messageId }, 'email sent (smtp)');
    } catch (err) {
      // The address stays out of the log; the server's answer says what went wrong.
      this.log?.error(
        { subject: email.subject, err: err instanceof Error ? err.message : String(err) },
        'email not sent',
      );
      throw new ApiError(503, 'ServiceUnavailable', 'The email could not be sent; try again in a minute');
    }
  }

  close(): void {
    this.transport.close();
  }
}
