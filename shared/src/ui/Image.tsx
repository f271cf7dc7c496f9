// Responsive images through the gateway's optimizer (/_next/image; spec §7, §9), each URL naming its
// format so a CDN may cache it: the optimizer serves a format picked from the Accept header as private.
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';

/** The spec's device widths and image widths: with the default served width, the only widths /_next/image serves. */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;

export const DEFAULT_IMAGE_QUALITY = 75;
/** Spec §9's default served width, the `src` of a large image; the optimizer accepts it beside the lists above. */
export const DEFAULT_SERVED_WIDTH = 1024;
const ALL_WIDTHS: readonly number[] = [...IMAGE_SIZE_WIDTHS, ...IMAGE_DEVICE_WIDTHS, DEFAULT_SERVED_WIDTH].sort(
  (a, b) => a - b,
);

/** The formats the optimizer encodes to (its `f` parameter). */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * The `<source>`s offered before the fallback, best first: the browser takes the first type it
 * supports, so the choice is the browser's and never rests on a cache honouring `Vary: Accept`.
 */
export const MODERN_IMAGE_FORMATS = ['avif', 'webp'] as const satisfies readonly ImageFormat[];
const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The `<img>`'s format, one every browser shows: PNG for a PNG (transparency), else JPEG. */
export function fallbackFormat(src: string): 'jpeg' | 'png' {
  return /\.png$/i.test(src) ? 'png' : 'jpeg';
}

/**
 * The optimizer URL of a /_xo image at one width, in one named format (the fallback format unless
 * told otherwise): such a URL's bytes depend on the URL alone, so the optimizer lets a CDN cache it.
 */
export function imageUrl(
  src: string,
  width: number,
  quality = DEFAULT_IMAGE_QUALITY,
  format: ImageFormat = fallbackFormat(src),
): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}&f=${format}`;
}

/** Allowed widths up to the source's own width (the optimizer never upscales); at least the smallest. */
export function candidateWidths(sourceWidth: number): number[] {
  const widths = ALL_WIDTHS.filter((w) => w <= sourceWidth);
  return widths.length > 0 ? widths : [ALL_WIDTHS[0]!];
}

/** The width `src` asks for: 1024, or the largest allowed width a smaller source has. */
export function servedWidth(sourceWidth: number): number {
  if (sourceWidth >= DEFAULT_SERVED_WIDTH) return DEFAULT_SERVED_WIDTH;
  const widths = candidateWidths(sourceWidth);
  return widths[widths.length - 1]!;
}

export function imageSrcSet(
  src: string,
  sourceWidth: number,
  quality = DEFAULT_IMAGE_QUALITY,
  format: ImageFormat = fallbackFormat(src),
): string {
  return candidateWidths(sourceWidth)
    .map((w) => `${imageUrl(src, w, quality, format)} ${w}w`)
    .join(', ');
}

/**
 * The <picture> takes no box of its own, so the <img> stays the flex or grid item, and its
 * percentage width resolves against the same parent as a bare <img> would (no layout change).
 * Its <source>s then sit in that parent too, and browsers give a <source> no display: none of their
 * own: without one here, each would be an empty grid item with its gap (a shifted hero).
 */
const pictureStyle: CSSProperties = { display: 'contents' };
const sourceStyle: CSSProperties = { display: 'none' };

export interface ImageProps extends Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'
> {
  /** A local asset path under /_xo/, e.g. /_xo/images/hero-dog.jpg. */
  src: string;
  /** Required: describe the image, or '' for a purely decorative one. */
  alt: string;
  /** The source's intrinsic size in pixels: sets the aspect ratio so nothing shifts while it loads. */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. "(min-width: 1024px) 50vw, 100vw". Default 100vw. */
  sizes?: string;
  quality?: number;
  /** Above the fold (e.g. the hero): load eagerly and at high priority instead of lazily. */
  priority?: boolean;
}

/**
 * A <picture>: one <source> per modern format (AVIF, then WebP) and an <img> in the source's own
 * format, each with a srcset of the allowed widths and every URL naming its format. The <img> has
 * width and height attributes (so the browser reserves its box before it loads), the caller's
 * className and other attributes, lazy loading below the fold and eager, high-priority loading above
 * it; it applies to whichever candidate the browser picks.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  quality = DEFAULT_IMAGE_QUALITY,
  priority = false,
  ...rest
}: ImageProps) {
  return (
    <picture style={pictureStyle}>
      {MODERN_IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={CONTENT_TYPES[format]}
          style={sourceStyle}
          srcSet={imageSrcSet(src, width, quality, format)}
          sizes={sizes}
          width={width}
          height={height}
        />
      ))}
      <img
        {...rest}
        src={imageUrl(src, servedWidth(width), quality)}
        srcSet={imageSrcSet(src, width, quality)}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
