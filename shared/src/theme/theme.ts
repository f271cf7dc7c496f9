// Design tokens. Breakpoints are the spec's (sm 640, md 768, lg 1024, xl 1280).

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Min-width media query, e.g. `${mq.md} { ... }` inside Emotion styles. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const colors = {
  primary: '#0b5d57',
  primaryHover: '#084843',
  primarySoft: '#e3f1ef',
  accent: '#f2a541',
  accentSoft: '#fdf1dd',
  ink: '#1d2433',
  muted: '#4a5363',
  canvas: '#faf7f2',
  surface: '#ffffff',
  border: '#e2ddd3',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  success: '#1a7f37',
  successSoft: '#e6f4ea',
  focus: '#1f5fd1',
} as const;

export const space = (n: number) => `${n * 0.25}rem`;

export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

export const shadows = {
  card: '0 1px 2px rgba(29, 36, 51, 0.06), 0 4px 16px rgba(29, 36, 51, 0.06)',
  raised: '0 8px 24px rgba(29, 36, 51, 0.16)',
} as const;

/** The visible focus ring every interactive element uses. */
export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: '2px',
} as const;

export const contentMaxWidth = 1200;
