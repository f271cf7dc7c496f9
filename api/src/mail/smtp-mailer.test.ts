// With SMTP_URL set, mail leaves the process over SMTP: checked against a real SMTP server (smtp-server) in-process.
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { call, createTestApp, createUser, type TestApp } from '../test/harness';

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
let t: TestApp;
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
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Tailwise <hello@tailwise.example>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a verification email goes out over SMTP with its link, and nothing stays in the local outbox', async () => {
  const user = await createUser();
  const res = await call(t.app, 'POST', '/me/verify_email/', { user });
  expect(res.statusCode).toBe(202);
  const mail = received.find((m) => m.to.includes(user.email));
  expect(mail).toBeDefined();
  expect(mail?.from).toBe('hello@tailwise.example');
  const body = decoded(mail?.raw ?? '');
  expect(body).toMatch(/^Subject: Confirm your email for Tailwise/m);
  expect(body).toContain(`${t.config.publicSiteUrl}/dashboard/profile?verify_email=`);
  const outbox = await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(user.email)}`);
  expect(outbox.json()).toEqual({ emails: [] });
  // The address is not logged with the message.
  expect(t.logs.filter((l) => l.includes('email sent (smtp)')).join('\n')).not.toContain(user.email);
});

test('an SMTP server that cannot be reached is a JSON 503, not a 500', async () => {
  const down = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  try {
    const res = await call(down.app, 'POST', '/me/verify_email/', { user: await createUser() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: expect.objectContaining({ code: 'ServiceUnavailable' }) });
  } finally {
    await down.close();
  }
});
