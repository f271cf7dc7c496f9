// covers: shell
import { expect, test } from '@playwright/test';
import { waitForApp } from '../../support/app-ready';
import { signUpNewCustomer } from '../../support/auth';

test('React, the QueryClient and the API client are one instance each across the shell and all remotes', async ({
  page,
}) => {
  await signUpNewCustomer(page); // the dashboard is for signed-in customers
  await page.goto('/');
  await waitForApp(page);
  // Client-side navigation keeps the same page, so every remote registers into the same registry.
  for (const [path, remote] of [
    ['/start', 'quiz'],
    ['/business', 'business'],
    ['/dashboard', 'dashboard'],
  ] as const) {
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  }
  // Each app reports its QueryClient once React Query has loaded (after its route rendered).
  const report = () =>
    page.evaluate(() => {
      const { instances } = (
        window as unknown as { __tailwise: { instances: Record<string, Record<string, unknown>> } }
      ).__tailwise;
      const shell = instances.shell!;
      return Object.fromEntries(
        Object.entries(instances).map(([app, i]) => [
          app,
          {
            react: i.react !== undefined && i.react === shell.react,
            queryClient: i.queryClient !== undefined && i.queryClient === shell.queryClient,
            apiClient: i.apiClient !== undefined && i.apiClient === shell.apiClient,
          },
        ]),
      );
    });
  const same = { react: true, queryClient: true, apiClient: true };
  await expect
    .poll(report, { timeout: 15_000 })
    .toEqual({ shell: same, marketing: same, quiz: same, dashboard: same, business: same });
});
