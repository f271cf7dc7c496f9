/** @jest-environment node */
// Prerendered pages carry one style sheet for all their Emotion styles, ahead of the markup.
import { renderToHtml } from './index';

function Page() {
  return (
    <main css={{ padding: 8 }}>
      <h1 css={{ color: 'rebeccapurple' }}>Title</h1>
      <p css={{ margin: 0 }}>First</p>
      <p css={{ margin: 0 }}>Second, same style</p>
    </main>
  );
}

function RemotePage() {
  return (
    <div data-remote="quiz">
      <Page />
    </div>
  );
}

describe('renderToHtml', () => {
  it("keeps a remote's page one element: the sheet is its root's first child", async () => {
    const html = await renderToHtml(<RemotePage />);
    expect(html).toMatch(/^<div data-remote="quiz"><style data-emotion="css [^"]+">[^<]*<\/style><main /);
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it('puts every Emotion style into one sheet at the top, in render order, under every id', async () => {
    const html = await renderToHtml(<Page />);
    expect(html.match(/<style/g)).toHaveLength(1);
    const [, ids, css] = /^<style data-emotion="css ([^"]+)">([^<]*)<\/style>/.exec(html)!;
    const idList = ids!.split(' ');
    expect(idList).toHaveLength(3);
    // Each id's rules are in the sheet, in the order the elements rendered.
    const positions = idList.map((id) => css!.indexOf(`.css-${id}{`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain(`<h1 class="css-${idList[1]}">Title</h1>`);
    expect(html.indexOf('<main')).toBeGreaterThan(html.indexOf('</style>'));
  });
});
