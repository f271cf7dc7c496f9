/** @jest-environment node */
// The business pages prerender in Node as a first-time visitor sees them (the release build does the
// same): each declared page renders its own <h1> inside the business root, without any API call; the
// live parts (prices, group data) are placeholders of fixed size, and forms are live (the shell carries
// what is typed into the app). Pages whole without the app are marked to start it on the visitor's intent.
import { businessPaths, enrollmentPaths } from '@tailwise/shared';
import { prerenderRoutes, type PrerenderedPage } from '@tailwise/shared/prerender';
import BusinessApp from './App';
import { articles } from './features/blog/generated/blog-index';
import { businessPrerenderRoutes } from './prerender-manifest';

const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

let pages: Map<string, PrerenderedPage>;
beforeAll(async () => {
  const rendered = await prerenderRoutes('business', BusinessApp, businessPrerenderRoutes());
  pages = new Map(rendered.map((p) => [p.path, p]));
}, 60_000);

describe('business prerender', () => {
  it('renders every business page, every article, both group pages and /enroll', () => {
    for (const path of Object.values(businessPaths)) expect(pages.has(path)).toBe(true);
    for (const a of articles) expect(pages.has(`/business/blog/${a.slug}`)).toBe(true);
    expect(pages.has(enrollmentPaths.enroll)).toBe(true);
    for (const page of pages.values()) {
      expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(page.meta.description?.length).toBeGreaterThan(40);
    }
  });

  it('gives /business its content and a fixed-size price placeholder, not prices', () => {
    const home = textOf(pages.get(businessPaths.home)!.html);
    expect(home).toContain('Why offer pet benefits');
    expect(home).toContain('How payroll deduction works');
    expect(home).toContain('The group discount');
    expect(home).toContain('Checking today’s prices');
    expect(home).not.toMatch(/\$\d+\.\d\d per paycheck/);
  });

  it('prerenders group pages as a skeleton with no group copy in it', () => {
    const html = pages.get(businessPaths.fenwickSuccess)!.html;
    expect(html).toContain('aria-busy="true"');
    expect(textOf(html)).toContain('Loading your employer’s pet benefits');
    expect(textOf(html)).not.toContain('Fenwick');
  });

  it('prerenders /enroll/start as its heading and the space its steps load into, naming no employer', () => {
    const html = pages.get(enrollmentPaths.enrollStart)!.html;
    expect(textOf(html)).toContain('Confirm you work there');
    // The steps' space is a status named by its own words (SkeletonStatus), not a bare busy region.
    expect(html).toMatch(
      /role="status" aria-labelledby="([^"]+)"[^>]*><span id="\1"[^>]*>Loading your employer…<\/span>/,
    );
    // Rendered with a stand-in `group` (the page redirects without one), which must not show.
    expect(textOf(html)).not.toContain('your-employer');
  });

  it('marks the pages whole without the app to start it on intent, and not the skeletons', () => {
    const onIntent = (path: string) => pages.get(path)!.html.startsWith('<div data-app-start="on-intent"');
    for (const path of [businessPaths.home, businessPaths.contact, businessPaths.brokers, enrollmentPaths.enroll])
      expect(onIntent(path)).toBe(true);
    for (const a of articles) expect(onIntent(`/business/blog/${a.slug}`)).toBe(true);
    for (const path of [businessPaths.fenwickSuccess, enrollmentPaths.enrollStart]) expect(onIntent(path)).toBe(false);
  });

  it('prerenders /enroll as a new visitor sees it: the employer search, live', () => {
    const html = pages.get(enrollmentPaths.enroll)!.html;
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Enroll through your employer<\/h1>/);
    expect(text).toContain('you get their discount and pay from your paycheck');
    expect(text).toContain('Find your employer.');
    // The search input and its button can be used at once: the shell carries them into the app.
    const fieldset = /<fieldset[^>]*>(.*?)<\/fieldset>/s.exec(html);
    expect(fieldset?.[0]).not.toMatch(/disabled/);
    expect(fieldset?.[1]).toMatch(/<input[^>]*name="q"/);
    expect(fieldset?.[1]).toContain('Find my employer');
    // Nothing the visitor has not asked for: no results, no member panel, no loading state.
    expect(text).not.toMatch(/Employers found|No employer matches|You’re enrolled through|Loading/);
    expect(pages.get(enrollmentPaths.enroll)!.meta.title).toContain('Enroll through your employer');
  });

  it('renders the contact form live, not disabled', () => {
    const html = pages.get(businessPaths.contact)!.html;
    expect(html).toMatch(/<fieldset[^>]*>/);
    expect(html).not.toMatch(/<fieldset[^>]*disabled/);
  });
});
