// With SMTP_URL set, mail leaves the process over SMTP: checked against a real SMTP server (smtp-server) in-process.
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { drainJobs } from '../jobs/drain';
import { call, createTestApp, createUser, useTestApp } from '../test/harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The message body as sent: quoted-printable soft breaks joined and escapes decoded. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let server: SMTPServer;
let received: Received[];
let port = 0;
beforeAll(async () => {
  received = [];
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
const t = useTestApp(() => ({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Tailwise <hello@tailwise.example>' }));
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a queued email goes out over SMTP with both parts, and a resend after a crash is the same message', async () => {
  const user = await createUser();
  const res = await call(t.app, 'POST', '/me/verify_email/', { user });
  expect(res.statusCode).toBe(202);
  // Reading the outbox lets the queue send what waits; the emails table keeps the product's record of it.
  const outbox = await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(user.email)}`);
  const recorded = (outbox.json() as { emails: Array<{ template: string; links: string[] }> }).emails;
  expect(recorded.map((m) => m.template)).toEqual(['email-confirmation']);
  const mails = received.filter((m) => m.to.includes(user.email));
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.from).toBe('hello@tailwise.example');
  const body = decoded(mail.raw);
  expect(body).toMatch(/^Subject: Confirm your email for Tailwise/m);
  expect(body).toContain('Content-Type: text/plain');
  expect(body).toContain('Content-Type: text/html');
  expect(body).toContain(`${t.config.publicSiteUrl}/dashboard/profile?verify_email=`);
  expect(recorded[0]!.links[0]).toContain('verify_email=');
  const messageId = /^Message-ID: (.+)$/im.exec(body)?.[1]?.trim();
  expect(messageId).toMatch(/^<[0-9a-f]{32}@tailwise\.example>$/);
  // The address is not logged with the message.
  expect(t.logs.filter((l) => l.includes('email sent')).join('\n')).not.toContain(user.email);

  // A worker that handed the message to SMTP and died before recording it: the re-run sends the same Message-ID,
  // which receiving servers take as one message. A finished email is never sent again.
  const row = await t.ctx.db
    .selectFrom('emails')
    .select(['dedupe_key', 'template', 'recipient'])
    .where('recipient', '=', user.email)
    .executeTakeFirstOrThrow();
  await t.ctx.db.updateTable('emails').set({ status: 'SENDING' }).where('dedupe_key', '=', row.dedupe_key).execute();
  const { sendQueuedEmail } = await import('./email-job');
  const message = {
    template: 'email-confirmation' as const,
    to: user.email,
    data: { firstName: null, confirmUrl: recorded[0]!.links[0]!, expiresInHours: 24 },
  };
  await sendQueuedEmail(t.ctx, { key: row.dedupe_key, message });
  await sendQueuedEmail(t.ctx, { key: row.dedupe_key, message });
  const copies = received.filter((m) => m.to.includes(user.email));
  expect(copies).toHaveLength(2);
  expect(/^Message-ID: (.+)$/im.exec(decoded(copies[1]!.raw))?.[1]?.trim()).toBe(messageId);
});

test('an SMTP server that cannot be reached fails the job, which waits to retry; the request was answered', async () => {
  const down = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  try {
    const user = await createUser();
    const res = await call(down.app, 'POST', '/me/verify_email/', { user });
    expect(res.statusCode).toBe(202);
    await drainJobs(down.ctx);
    const waiting = (await down.ctx.jobs.pending()).filter((j) => j.task === 'email:send');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.attempts).toBe(1);
    expect(waiting[0]!.lastError).toContain('could not be sent');
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
    const row = await down.ctx.db
      .selectFrom('emails')
      .select('status')
      .where('recipient', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SENDING');
  } finally {
    await down.close();
  }
});
