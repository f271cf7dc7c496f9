// The app's Emotion cache must recognise a prerendered page's single style sheet, or it would insert
// every rule a second time when it renders the page again.
import createCache from '@emotion/cache';
import { hoistEmotionStyles } from './index';

it("the browser's Emotion cache adopts every id of the hoisted sheet and moves it into the head", () => {
  document.body.innerHTML = hoistEmotionStyles(
    '<div><style data-emotion="css a1">.css-a1{color:red;}</style><p class="css-a1">x</p>' +
      '<style data-emotion="css b2">.css-b2{margin:0;}</style><p class="css-b2">y</p></div>',
  );
  expect(document.body.querySelectorAll('style')).toHaveLength(1);
  const cache = createCache({ key: 'css' });
  expect(cache.inserted).toMatchObject({ a1: true, b2: true });
  expect(document.body.querySelectorAll('style')).toHaveLength(0);
  expect(document.head.querySelector('style[data-emotion="css a1 b2"]')?.textContent).toBe(
    '.css-a1{color:red;}.css-b2{margin:0;}',
  );
});
