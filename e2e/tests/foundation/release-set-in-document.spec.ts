// A later quiz step's document names the visitor's release set, so the app's start-up does not wait for /remotes.json
// before the quiz downloads, and the quiz entry it loads is the one the document names (the step itself is prerendered).
// covers: gateway, shell, mfe-quiz
import { expect, test, type Page } from '@playwright/test';
import { expectStep, newVisitorAtBreed } from '../../support/quiz';

test.use({ viewport: { width: 412, height: 823 } });

/** The path of every request the page makes from now on (nothing answers off-site here). */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('a quiz step with a quote in progress: no /remotes.json, and the quiz entry the document names, once', async ({
  page,
}) => {
  const visitor = await newVisitorAtBreed(page);

  // The visitor comes back to the step they reached (a new tab, a bookmark): a fresh document for it.
  const requests = recordRequests(page);
  const response = await page.goto('/start/breed');
  await expectStep(page, `What breed is ${visitor.pet.name}, and how old?`);

  const html = await response!.text();
  const set = JSON.parse(html.match(/<script type="application\/json" id="tailwise-remotes">(.*?)<\/script>/)![1]!);
  const quizEntry = new URL(set.remotes.quiz.entry, page.url()).pathname;
  // The step is prerendered (its question is on screen before any script), so, as on every prerendered page, the
  // document preloads no script: the app's entry and the quiz's load once the first script has kept the visitor here.
  expect(html).toContain('data-prerendered="quiz"');
  expect(html).not.toContain('rel="preload"');
  // What the visitor's /remotes.json answers (the same cohort cookie) is what the document carried.
  expect(await (await page.request.get('/remotes.json')).json()).toEqual(set);

  expect(requests.filter((path) => path === '/remotes.json')).toEqual([]);
  expect(requests.filter((path) => path.endsWith('/remoteEntry.js'))).toEqual([quizEntry]);
});
