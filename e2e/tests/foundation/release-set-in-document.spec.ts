// A later quiz step's document names the visitor's release set and preloads the quiz's entry, so its first paint
// waits neither for /remotes.json nor for the app's start-up before the quiz downloads.
// covers: gateway, shell, mfe-quiz
import { expect, test, type Page } from '@playwright/test';
import { answerPetStep, expectStep, newVisitor } from '../../support/quiz';

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
  const visitor = newVisitor();
  await page.goto('/start');
  await answerPetStep(page, visitor.pet);
  await expectStep(page, `What breed is ${visitor.pet.name}, and how old?`);

  // The visitor comes back to the step they reached (a new tab, a bookmark): a fresh document for it.
  const requests = recordRequests(page);
  const response = await page.goto('/start/breed');
  await expectStep(page, `What breed is ${visitor.pet.name}, and how old?`);

  const html = await response!.text();
  const set = JSON.parse(html.match(/<script type="application\/json" id="tailwise-remotes">(.*?)<\/script>/)![1]!);
  const quizEntry = new URL(set.remotes.quiz.entry, page.url()).pathname;
  expect(html).toContain(`<link rel="preload" as="script" href="${set.remotes.quiz.entry}"`);
  // What the visitor's /remotes.json answers (the same cohort cookie) is what the document carried.
  expect(await (await page.request.get('/remotes.json')).json()).toEqual(set);

  expect(requests.filter((path) => path === '/remotes.json')).toEqual([]);
  expect(requests.filter((path) => path.endsWith('/remoteEntry.js'))).toEqual([quizEntry]);
});
