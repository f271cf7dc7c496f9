// Outgoing email. The sandbox mailer keeps messages in memory (tests and GET /dev/outbox read them) and logs
// no addresses; with SMTP_URL set, mail goes out over SMTP instead (smtp-mailer.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config';
import { SmtpMailer } from './smtp-mailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Links the message carries, e.g. the verification link. */
  links: string[];
}

export interface SentEmail extends OutgoingEmail {
  sentAt: Date;
}

export interface Mailer {
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
