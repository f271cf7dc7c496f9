import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { candidateWidths, DEFAULT_SERVED_WIDTH, Image, imageSrcSet, imageUrl, servedWidth } from './Image';

const widthsOf = (srcset: string) => srcset.split(', ').map((c) => Number(c.match(/ (\d+)w$/)![1]));

describe('Image', () => {
  it('offers every allowed width up to the source width, and none above it', () => {
    expect(candidateWidths(2048)).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048]);
    expect(candidateWidths(1000)).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828]);
    expect(candidateWidths(4000)).toContain(3840);
    expect(candidateWidths(10)).toEqual([16]);
  });

  it('serves 1080 by default (the allowed width nearest above the spec 1024), less for a smaller source', () => {
    expect(DEFAULT_SERVED_WIDTH).toBe(1080);
    expect(servedWidth(2400)).toBe(1080);
    expect(servedWidth(1080)).toBe(1080);
    expect(servedWidth(900)).toBe(828);
    expect(servedWidth(300)).toBe(256);
  });

  it('builds optimizer URLs with the path encoded and quality 75 by default', () => {
    expect(imageUrl('/_xo/images/dog.jpg', 640)).toBe('/_next/image?url=%2F_xo%2Fimages%2Fdog.jpg&w=640&q=75');
    expect(imageSrcSet('/_xo/a.png', 640, 50).split(', ').pop()).toBe(
      '/_next/image?url=%2F_xo%2Fa.png&w=640&q=50 640w',
    );
  });

  it('renders src, srcset, sizes and the intrinsic size, and lazy-loads by default', () => {
    render(<Image src="/_xo/images/cat.jpg" alt="A cat" width={2048} height={1365} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'A cat' });
    expect(img).toHaveAttribute('src', '/_next/image?url=%2F_xo%2Fimages%2Fcat.jpg&w=1080&q=75');
    expect(widthsOf(img.getAttribute('srcset')!)).toEqual(candidateWidths(2048));
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '2048');
    expect(img).toHaveAttribute('height', '1365');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
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
