// Outgoing email. The sandbox mailer keeps messages in memory (tests and GET /dev/outbox read them) and logs
// no addresses; with SMTP_URL set, mail goes out over SMTP instead (smtp-mailer.ts). The product's queued emails
// (jobs/email-job.ts) are kept in the emails table, which is the sandbox's outbox for them.
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config';
import { SmtpMailer } from './smtp-mailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Links the message carries, e.g. the verification link. */
  links: string[];
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
  /** A stable Message-ID: a message sent again after a crash is the same message to the receiving server. */
  messageId?: string;
}

export interface SentEmail extends OutgoingEmail {
  sentAt: Date;
}

export interface Mailer {
  /** sandbox: nothing leaves the machine (the emails table and the memory outbox are the inbox). */
  readonly kind: 'sandbox' | 'smtp';
  send(email: OutgoingEmail): Promise<void>;
  /** What a sandbox mailer kept, newest first; real mailers keep nothing and leave this out. */
  recent?(filter: { to?: string | undefined; limit: number }): SentEmail[];
  /** Lets go of connections when the app closes. */
  close?(): void;
}

/** SMTP when SMTP_URL is set; otherwise the sandbox, whose outbox stays readable locally. */
export function createMailer(config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom'>, log?: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, log) : new SandboxMailer(log);
}

export class SandboxMailer implements Mailer {
  readonly kind = 'sandbox' as const;
  readonly outbox: SentEmail[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  recent(filter: { to?: string | undefined; limit: number }): SentEmail[] {
    const to = filter.to?.toLowerCase();
    return this.outbox
      .filter((m) => to === undefined || m.to.toLowerCase() === to)
      .reverse()
      .slice(0, filter.limit);
  }

  async send(email: OutgoingEmail): Promise<void> {
    this.outbox.push({ ...email, links: [...email.links], sentAt: new Date() });
    if (this.outbox.length > 200) this.outbox.shift();
    this.log?.info({ subject: email.subject }, 'email sent (sandbox)');
    // Local runs have no inbox: the link is shown at debug level so a developer can follow it.
    this.log?.debug({ links: email.links }, 'sandbox email links');
  }
}
