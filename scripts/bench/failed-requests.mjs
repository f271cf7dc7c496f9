// A page bench measures pages that worked: every browser context it opens is watched, and a request answered
// 429 or 5xx, which no bench means to cause, fails the bench (exit 1) instead of hiding in its figures.

/** Watches every context `browser` opens from now on; `report()` prints what failed and sets the exit code. */
export function watchFailedRequests(browser) {
  const failed = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('response', (response) => {
      const status = response.status();
      if (status === 429 || status >= 500) failed.push(`${status} ${response.request().method()} ${response.url()}`);
    });
    return context;
  };
  return {
    failed,
    report() {
      if (failed.length === 0) return;
      process.exitCode = 1;
      console.error(`\n${failed.length} request(s) failed during the bench; its figures are not to be trusted:`);
      for (const line of failed.slice(0, 20)) console.error(`  ${line}`);
    },
  };
}
