// Keeps the demo Firebase accounts (the customer and the claims adjuster) present: at start, then every half minute, because the Auth
// emulator loses its accounts when it restarts while our database keeps the demo customer.
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityProvider } from '../auth/identity';
import { DEMO_UID, ensureDemoAdjuster, ensureDemoAuthUser } from './demo';

export function keepDemoAccount(
  identity: IdentityProvider,
  password: string,
  log: FastifyBaseLogger,
  everyMs = 30_000,
): { stop(): void; ready: Promise<boolean> } {
  let healthy = false;
  let first = true;
  const attempt = async (): Promise<boolean> => {
    try {
      // The first check sets the password; later ones only bring back an account the emulator lost, since
      // setting the password again would sign the demo customer out every time.
      const outcome = await ensureDemoAuthUser(identity, password, { onlyIfMissing: !first });
      await ensureDemoAdjuster(identity, password, { onlyIfMissing: !first });
      first = false;
      if (!healthy) log.info({ uid: DEMO_UID, outcome }, 'demo account ready in Firebase Auth');
      healthy = true;
      return true;
    } catch (err) {
      if (healthy) log.warn({ err: (err as Error).message }, 'demo account check failed; retrying');
      healthy = false;
      return false;
    }
  };
  const ready = attempt();
  const timer = setInterval(() => void attempt(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ready };
}
