// The support phone, app-store and social links come from one configuration file: no page, email or
// document carries its own copy, so changing one of them is one edit.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_STORE_LINKS, siteConfig, SOCIAL_LINKS, SUPPORT_PHONE, SUPPORT_PHONE_HREF, telHref } from './site-config';

const root = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops', 'shared', 'api'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(tsx?|html|mjml|md)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('site configuration', () => {
  it('is where the support phone and the app-store and social links are written, and nowhere else', () => {
    const placeholders = [
      siteConfig.supportPhone,
      siteConfig.supportPhone.replace(/[^\d]/g, ''),
      'apps.apple.com',
      'play.google.com',
      'instagram.com',
      'facebook.com',
      'tel:',
    ];
    const found: string[] = [];
    for (const app of APPS) {
      for (const file of sources(path.join(root, app, 'src'))) {
        if (file.includes(path.join('brand', 'site-config'))) continue;
        const text = readFileSync(file, 'utf8');
        for (const p of placeholders) if (text.includes(p)) found.push(`${path.relative(root, file)}: ${p}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('gives the phone a dialable link and every outside link an https address', () => {
    expect(SUPPORT_PHONE).toBe(siteConfig.supportPhone);
    expect(SUPPORT_PHONE_HREF).toBe(telHref(siteConfig.supportPhone));
    expect(telHref('+1 (800) 555-0100')).toBe('tel:+18005550100');
    expect(telHref('1-800-555-0199')).toBe('tel:+18005550199');
    expect(telHref('(888) 555-0123')).toBe('tel:+18885550123');
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000');
    expect(APP_STORE_LINKS.map((l) => l.store)).toEqual(['App Store', 'Google Play']);
    expect(SOCIAL_LINKS.map((l) => l.label)).toEqual(['Instagram', 'Facebook']);
    for (const link of [...APP_STORE_LINKS, ...SOCIAL_LINKS]) expect(link.href).toMatch(/^https:\/\/[^/]+\//);
  });
});
