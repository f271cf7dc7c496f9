import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  candidateWidths,
  DEFAULT_SERVED_WIDTH,
  fallbackFormat,
  Image,
  imageSrcSet,
  imageUrl,
  servedWidth,
} from './Image';

const widthsOf = (srcset: string) => srcset.split(', ').map((c) => Number(c.match(/ (\d+)w$/)![1]));
const urlsOf = (srcset: string) => srcset.split(', ').map((c) => c.split(' ')[0]!);
const formatOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('f');

describe('Image', () => {
  it('offers every allowed width up to the source width, and none above it', () => {
    expect(candidateWidths(2048)).toEqual([
      16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1024, 1080, 1200, 1920, 2048,
    ]);
    expect(candidateWidths(1000)).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828]);
    expect(candidateWidths(4000)).toContain(3840);
    expect(candidateWidths(10)).toEqual([16]);
  });

  it('serves the spec default width, 1024, less for a smaller source', () => {
    expect(DEFAULT_SERVED_WIDTH).toBe(1024);
    expect(servedWidth(2400)).toBe(1024);
    expect(servedWidth(1080)).toBe(1024);
    expect(servedWidth(1024)).toBe(1024);
    expect(servedWidth(900)).toBe(828);
    expect(servedWidth(300)).toBe(256);
  });

  it('builds optimizer URLs with the path encoded, quality 75 by default and the format named', () => {
    expect(imageUrl('/_xo/images/dog.jpg', 640)).toBe('/_next/image?url=%2F_xo%2Fimages%2Fdog.jpg&w=640&q=75&f=jpeg');
    expect(imageUrl('/_xo/images/dog.jpg', 640, 75, 'avif')).toBe(
      '/_next/image?url=%2F_xo%2Fimages%2Fdog.jpg&w=640&q=75&f=avif',
    );
    expect(imageSrcSet('/_xo/a.png', 640, 50).split(', ').pop()).toBe(
      '/_next/image?url=%2F_xo%2Fa.png&w=640&q=50&f=png 640w',
    );
  });

  it('falls back to PNG for a PNG (transparency) and to JPEG for anything else', () => {
    expect(fallbackFormat('/_xo/logo.PNG')).toBe('png');
    expect(fallbackFormat('/_xo/dog.jpeg')).toBe('jpeg');
    expect(fallbackFormat('/_xo/dog.webp')).toBe('jpeg');
  });

  it('renders src, srcset, sizes and the intrinsic size, and lazy-loads by default', () => {
    render(<Image src="/_xo/images/cat.jpg" alt="A cat" width={2048} height={1365} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'A cat' });
    expect(img).toHaveAttribute('src', '/_next/image?url=%2F_xo%2Fimages%2Fcat.jpg&w=1024&q=75&f=jpeg');
    expect(widthsOf(img.getAttribute('srcset')!)).toEqual(candidateWidths(2048));
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '2048');
    expect(img).toHaveAttribute('height', '1365');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('offers AVIF, then WebP, then the source format in a <picture>, every URL naming its format', () => {
    render(<Image src="/_xo/images/cat.jpg" alt="A cat" width={1200} height={800} sizes="50vw" className="c" />);
    const img = screen.getByRole('img', { name: 'A cat' });
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    // No box of its own: the <img> stays the parent's flex or grid item, laid out as before.
    expect(picture).toHaveStyle({ display: 'contents' });
    expect(img).toHaveClass('c');
    expect(picture).not.toHaveClass('c');

    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    // Nor do the sources: in a grid each would otherwise be an empty item with its gap.
    for (const source of sources) expect(source).toHaveStyle({ display: 'none' });
    expect(picture.lastElementChild).toBe(img);
    for (const [source, format] of [
      [sources[0]!, 'avif'],
      [sources[1]!, 'webp'],
    ] as const) {
      const srcset = source.getAttribute('srcset')!;
      expect(widthsOf(srcset)).toEqual(candidateWidths(1200));
      expect(urlsOf(srcset).map(formatOf)).toEqual(candidateWidths(1200).map(() => format));
      expect(source).toHaveAttribute('sizes', '50vw');
    }
    expect(urlsOf(img.getAttribute('srcset')!).map(formatOf)).toEqual(candidateWidths(1200).map(() => 'jpeg'));
    expect(formatOf(img.getAttribute('src')!)).toBe('jpeg');
  });

  it('renders the same <picture> to static HTML (prerendered pages)', () => {
    const html = renderToStaticMarkup(
      <Image src="/_xo/images/hero.png" alt="Hero" width={640} height={480} priority />,
    );
    expect(html).toMatch(
      /^<picture style="display:contents"><source type="image\/avif" style="display:none" srcSet="[^"]+&amp;f=avif 16w/,
    );
    expect(html).toContain('<source type="image/webp"');
    expect(html).toMatch(/<img src="\/_next\/image\?url=%2F_xo%2Fimages%2Fhero\.png&amp;w=640&amp;q=75&amp;f=png"/);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toMatch(/&amp;q=75(?!&amp;f=)/);
  });

  it('loads a priority image eagerly at high priority', () => {
    render(<Image src="/_xo/images/hero.jpg" alt="" width={2400} height={1200} priority quality={60} />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.getAttribute('src')).toContain('&q=60');
    expect(img).toHaveAttribute('sizes', '100vw');
  });
});
