import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { businessPaths, publicPaths, quizFlows } from '@tailwise/shared';
import { allFaqIds } from './faq/faq-content';

// Internal links written into page copy and articles must lead somewhere: a known route, and for
// /faq#<id> an existing question.
const srcDir = path.resolve(__dirname);
const generated = path.join(srcDir, 'blog/generated/articles');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const sources = filesUnder(srcDir).filter(
  (f) => /\.(tsx|ts)$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'),
);
const knownPrefixes = ['/dashboard', '/enroll', '/business', ...quizFlows.map((f) => f.path.split('/:')[0]!)];
const knownPaths = new Set<string>([...Object.values(publicPaths), ...Object.values(businessPaths)]);

function linksIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/\bto=["{`]+(\/[^"`}\s]*)/g),
    ...text.matchAll(/href=\\?"(\/[^"\\]*)\\?"/g),
    ...text.matchAll(/\]\((\/[^)]*)\)/g),
  ].map((m) => m[1]!);
  return found.filter((href) => !href.includes('${'));
}

describe('internal links in marketing copy', () => {
  const all = sources.flatMap((file) => linksIn(file).map((href) => ({ file: path.relative(srcDir, file), href })));

  it('finds links to check, including the articles', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all.some((l) => l.file.startsWith(path.relative(srcDir, generated)))).toBe(true);
  });

  it.each(['/faq#', '/'])('every link starting with %s goes to a known page or question', (prefix) => {
    for (const { file, href } of all.filter((l) => l.href.startsWith(prefix))) {
      const [pathname, hash] = href.split('#') as [string, string | undefined];
      const route = pathname.split('?')[0]!;
      const known =
        route === '' || knownPaths.has(route) || knownPrefixes.some((p) => route === p || route.startsWith(`${p}/`));
      expect({ file, href, known }).toEqual({ file, href, known: true });
      if (route === '/faq' && hash)
        expect({ file, href, exists: allFaqIds.includes(hash) }).toEqual({ file, href, exists: true });
    }
  });
});
