// Serves a prerendered page when one exists for the path: the live shell's document, its layout
// frame (header and footer, prerendered by the shell's build) and the live remote's page
// (prerendered by that remote's build), put together per request from whatever versions are live.
// So a marketing or quiz release brings its pages and a shell release a new frame, each on its own,
// and a rollback to a version without a page serves the plain shell document again.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { EARLY_FILL_ATTRIBUTE, SHELL_FILLS_EARLY_WORDS } from '../../../shared/src/routes/quiz-reach';
import type { LiveManifest, ReleaseStore } from '../release/release-store';

export const FRAME_FILE = 'prerender/_frame.html';
export const PAGES_MANIFEST = 'prerender/manifest.json';
export const PAGE_SLOT = '<div data-prerender-slot="page"></div>';
const ROOT_PLACEHOLDER = '<div id="root"><!--tailwise:content--></div>';
/** The shell document's preload of its entry (main.js), which start.js loads. */
const ENTRY_PRELOAD = /<link rel="preload" as="script" href="[^"]*\/main\.[^"/]*\.js"\s*\/?>/;
/** Asked first for a path, so a public page is never shadowed by another remote's release. */
const FIRST_REMOTE = 'marketing';

/** Every live remote may ship prerendered pages (its release's prerender/manifest.json); marketing is asked first. */
const remotesInOrder = (manifest: LiveManifest) =>
  Object.keys(manifest.remotes).sort(
    (a, b) => Number(b === FIRST_REMOTE) - Number(a === FIRST_REMOTE) || (a < b ? -1 : 1),
  );

interface PageEntry {
  file: string;
  title: string;
  description: string | null;
  /**
   * Route patterns the page stands in for: the shell's sign-in screen (for signed-out visitors), or a remote's
   * page for a route with a parameter (a group's /benefits/:groupId/onboard), whose key is a stand-in path.
   */
  paths?: string[];
  /** Only for a visitor without the signed-in hint (checkout's account step, which a customer skips). */
  signedOutOnly?: boolean;
  /** Only for a visitor with the signed-in hint (an upsell's first step); the others get the sign-in screen. */
  signedInOnly?: boolean;
  /** Not for an address with any of these query parameters (a saved quote's link, which the app restores). */
  exceptWithQuery?: string[];
  /** A shell frame (header and footer) used instead of the site's for pages at these route patterns (checkout's). */
  frameFor?: string[];
}

interface PagesManifest {
  pages: Record<string, PageEntry>;
}

/** Written by the shell while a customer is signed in (shell/src/features/auth/auth-hint.ts). */
export const SIGNED_IN_COOKIE = 'tw_signed_in';

/** Whether the request carries the shell's signed-in hint (a hint only: it grants nothing). */
export function hasSignedInCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/**
 * react-router style: /dashboard/* matches /dashboard and anything under it; a :name segment matches any one
 * segment (/benefits/:groupId/onboard); otherwise the exact path.
 */
export function matchesPattern(pattern: string, page: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return page === base || page.startsWith(`${base}/`);
  }
  if (!pattern.includes('/:')) return pattern === page;
  const want = pattern.split('/');
  const have = page.split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** Whether `url`'s query string names any of `names` (with any value, even empty). */
function hasAnyQuery(url: string, names: readonly string[] | undefined): boolean {
  if (!names?.length) return false;
  const at = url.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  return names.some((name) => query.has(name));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /faq/ -> /faq; anything with a dot or odd characters is not a page path. */
export function pagePath(url: string): string | null {
  const pathname = url.split('?')[0]!;
  if (!/^\/[A-Za-z0-9/_-]*$/.test(pathname)) return null;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The frame's account link as a first-time visitor's header has it (shell/src/features/layout/Header.tsx). */
const SIGN_IN_LINK = /<a data-auth-status="loading"([^>]*)>Sign in<\/a>/;

/**
 * The frame's header as a visitor with the signed-in hint sees it while the app starts: "My account" where "Sign in"
 * was rendered at release time, as the shell's header says before Firebase answers. So a customer never reads
 * "Sign in" above their own page, and the app's takeover changes nothing there. A shell whose link reads otherwise is
 * left as it is.
 */
export function asSignedIn(html: string): string {
  return html.replace(SIGN_IN_LINK, (_link, attributes: string) => {
    return `<a data-auth-status="signed-in"${attributes}>My account</a>`;
  });
}

export class PrerenderedPages {
  private files = new Map<string, Promise<string | null>>();
  private composed = new Map<string, string>();
  private manifests = new Map<string, Promise<PagesManifest | null>>();

  constructor(private readonly store: ReleaseStore) {}

  /** Reads a release file once; releases are immutable, so the cache never goes stale. */
  private read(relative: string): Promise<string | null> {
    let pending = this.files.get(relative);
    if (!pending) {
      pending = fs.readFile(path.join(this.store.root, relative), 'utf8').catch(() => null);
      this.files.set(relative, pending);
    }
    return pending;
  }

  /** A remote release's page list, or null when that version prerendered nothing (or its list is unreadable). */
  private pagesOf(remoteDir: string): Promise<PagesManifest | null> {
    let pending = this.manifests.get(remoteDir);
    if (!pending) {
      pending = this.read(path.posix.join(remoteDir, PAGES_MANIFEST)).then((json) => {
        if (!json) return null;
        try {
          const parsed = JSON.parse(json) as Partial<PagesManifest>;
          return parsed.pages && typeof parsed.pages === 'object' ? (parsed as PagesManifest) : null;
        } catch {
          return null;
        }
      });
      this.manifests.set(remoteDir, pending);
    }
    return pending;
  }

  /**
   * The full document for `url`, or null when nothing prerendered covers it. A visitor without the
   * signed-in hint gets the shell's sign-in screen on the signed-in routes its release lists.
   */
  async document(
    url: string,
    shellDocument: string,
    manifest: LiveManifest,
    visitor: { signedIn: boolean } = { signedIn: true },
  ): Promise<string | null> {
    const page = pagePath(url);
    if (!page || !manifest.shell) return null;
    const shellDir = path.posix.dirname(manifest.shell.index);
    const found = await this.remotePageAt(page, manifest);
    // A customer's page (an upsell's first step) is not for a visitor without the hint: the sign-in screen is.
    const owned = found?.entry.signedInOnly && !visitor.signedIn ? null : found;
    if (owned) {
      // A page only for signed-out visitors (checkout's account step): a signed-in customer gets the app.
      if (owned.entry.signedOutOnly && visitor.signedIn) return null;
      // A link that changes the first screen (OnboardQuiz's lid): the app renders it.
      if (hasAnyQuery(url, owned.entry.exceptWithQuery)) return null;
      const { remote, version, remoteDir, entry, name } = owned;
      // Keyed by the page's name, not the address: every group's address shares its one stand-in page.
      const frameFile = await this.frameFor(page, shellDir);
      const key = `${manifest.shell.version}|${frameFile}|${remote}@${version}|${name}`;
      const html = await this.compose(key, {
        owner: remote,
        shellDir,
        frameFile,
        pageDir: remoteDir,
        entry,
        shellDocument,
      });
      if (!html || !visitor.signedIn) return html;
      const signedInKey = `${key}|signed-in`;
      const signedIn = this.composed.get(signedInKey) ?? asSignedIn(html);
      this.composed.set(signedInKey, signedIn);
      return signedIn;
    }
    if (visitor.signedIn) return null;
    const signIn = await this.signInPageFor(url, manifest);
    if (!signIn) return null;
    return this.compose(`${manifest.shell.version}|shell|${signIn.name}`, {
      owner: 'shell',
      shellDir,
      frameFile: FRAME_FILE,
      pageDir: shellDir,
      entry: signIn.entry,
      shellDocument,
    });
  }

  /**
   * The live remote whose release prerendered `page` (marketing asked first), with its page entry: a page
   * of that exact path, or else one standing in for a route pattern that matches it.
   */
  private async remotePageAt(page: string, manifest: LiveManifest) {
    const releases = [];
    for (const remote of remotesInOrder(manifest)) {
      const live = manifest.remotes[remote]!;
      const remoteDir = path.posix.dirname(live.entry);
      const pages = (await this.pagesOf(remoteDir))?.pages ?? {};
      const entry = Object.hasOwn(pages, page) ? pages[page] : undefined;
      if (entry) return { remote, version: live.version, remoteDir, entry, name: page };
      releases.push({ remote, version: live.version, remoteDir, pages });
    }
    for (const { pages, ...release } of releases) {
      for (const [name, entry] of Object.entries(pages)) {
        if (entry.paths?.some((pattern) => matchesPattern(pattern, page))) return { ...release, entry, name };
      }
    }
    return null;
  }

  /** The live shell's stand-in page for `url` (its sign-in screen on a signed-in route), or null. */
  async signInPageFor(url: string, manifest: LiveManifest): Promise<{ name: string; entry: PageEntry } | null> {
    const page = pagePath(url);
    if (!page || !manifest.shell) return null;
    const shellPages = (await this.pagesOf(path.posix.dirname(manifest.shell.index)))?.pages ?? {};
    for (const [name, entry] of Object.entries(shellPages)) {
      if (entry.paths?.some((pattern) => matchesPattern(pattern, page))) return { name, entry };
    }
    return null;
  }

  /**
   * The live shell's frame for a page path: a frame its release lists for that route (checkout's focused
   * one), else the site's. A shell released before such a frame existed gives the site's everywhere.
   */
  private async frameFor(page: string, shellDir: string): Promise<string> {
    const shellPages = (await this.pagesOf(shellDir))?.pages ?? {};
    const special = Object.values(shellPages).find((entry) =>
      entry.frameFor?.some((pattern) => matchesPattern(pattern, page)),
    );
    return special?.file ?? FRAME_FILE;
  }

  /** The shell's document with the live frame and one page in it, cached per set of versions. */
  private async compose(
    key: string,
    parts: {
      owner: string;
      shellDir: string;
      frameFile: string;
      pageDir: string;
      entry: PageEntry;
      shellDocument: string;
    },
  ): Promise<string | null> {
    const cached = this.composed.get(key);
    if (cached) return cached;
    const { owner, shellDir, frameFile, pageDir, entry, shellDocument } = parts;
    const [frame, body] = await Promise.all([
      this.read(path.posix.join(shellDir, frameFile)),
      this.read(path.posix.join(pageDir, entry.file)),
    ]);
    if (!frame || !body || !frame.includes(PAGE_SLOT) || !shellDocument.includes(ROOT_PLACEHOLDER)) return null;
    // A page whose words come from the visitor's answers (a later quiz step) needs the live shell's first script to
    // fill them in and to send away a visitor the step is not for: with a shell too old to (a rollback), the app renders.
    if (body.includes(`${EARLY_FILL_ATTRIBUTE}=`) && !shellDocument.includes(SHELL_FILLS_EARLY_WORDS)) return null;
    let html = shellDocument.replace(
      ROOT_PLACEHOLDER,
      () => `<div id="root" data-prerendered="${owner}">${frame.replace(PAGE_SLOT, () => body)}</div>`,
    );
    // A prerendered page is readable without the app: its entry must not compete with the page's own
    // images for the network (start.js fetches it when the page needs it). Only a page that is nothing
    // without the app (the plain shell document) preloads it.
    html = html.replace(ENTRY_PRELOAD, '');
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(entry.title)}</title>`);
    if (entry.description) {
      html = html.replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(entry.description!)}">`,
      );
    }
    this.composed.set(key, html);
    return html;
  }
}
