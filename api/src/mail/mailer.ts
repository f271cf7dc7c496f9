// Outgoing email. The sandbox mailer keeps messages in memory (tests read them) and logs no addresses.
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Links the message carries, e.g. the verification link. */
  links: string[];
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

export class SandboxMailer implements Mailer {
  readonly outbox: OutgoingEmail[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(email: OutgoingEmail): Promise<void> {
    this.outbox.push(email);
    if (this.outbox.length > 200) this.outbox.shift();
    this.log?.info({ subject: email.subject }, 'email sent (sandbox)');
    // Local runs have no inbox: the link is shown at debug level so a developer can follow it.
    this.log?.debug({ links: email.links }, 'sandbox email links');
  }
}
