// Reads the text of a PDF the way a viewer would (pdf.js), so tests assert what the customer sees on the page.

/** pdf.js ships as ESM only; load it with Node's own import, not the test transform's require. */
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<unknown>;

export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = (await importEsm('pdfjs-dist/legacy/build/pdf.mjs')) as typeof import('pdfjs-dist');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else line += ' ';
    }
    if (line) lines.push(line);
  }
  await doc.destroy();
  return { pages: doc.numPages, text: lines.join('\n').replace(/[ \t]+/g, ' ') };
}
