// Outgoing email. The sandbox mailer keeps messages in memory (tests read them) and logs no addresses.
import type { FastifyBaseLogger } from 'fastify';

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
