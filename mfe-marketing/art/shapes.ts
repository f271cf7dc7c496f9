// Drawing primitives for the Tailwise illustrations: flat dogs, cats, people and props as SVG strings.
// Scenes (scenes.ts) compose them; render-images.ts rasterises the scenes into public/_xo/images.

export const palette = {
  teal: '#0b5d57',
  tealDark: '#084843',
  tealSoft: '#cfe6e2',
  tealMist: '#e3f1ef',
  amber: '#f2a541',
  amberSoft: '#fbd9a3',
  cream: '#faf7f2',
  sand: '#efe6d8',
  ink: '#1d2433',
  coral: '#e46b6b',
  sky: '#dcebf7',
  white: '#ffffff',
  leaf: '#5f9e6e',
  leafDark: '#3f7a51',
} as const;

export interface DogStyle {
  fur: string;
  ear: string;
  muzzle: string;
  /** A patch over one eye. */
  patch?: string;
  collar?: string;
  earShape?: 'floppy' | 'pointy';
}

export const dogBreeds = {
  golden: { fur: '#d9a066', ear: '#b97c43', muzzle: '#f3dcc0', collar: palette.coral, earShape: 'floppy' },
  black: { fur: '#3b3b45', ear: '#26262e', muzzle: '#5a5a66', collar: palette.amber, earShape: 'floppy' },
  beagle: {
    fur: '#f5efe6',
    ear: '#a8642d',
    muzzle: '#ffffff',
    patch: '#c98a4b',
    collar: palette.teal,
    earShape: 'floppy',
  },
  husky: { fur: '#8d96a3', ear: '#6b7380', muzzle: '#f4f4f6', collar: palette.coral, earShape: 'pointy' },
  chocolate: { fur: '#7a4a2c', ear: '#5c3720', muzzle: '#a06a48', collar: palette.amber, earShape: 'floppy' },
  corgi: { fur: '#e08e45', ear: '#c7732e', muzzle: '#fff6ea', collar: palette.teal, earShape: 'pointy' },
} satisfies Record<string, DogStyle>;

export interface CatStyle {
  fur: string;
  stripe?: string;
  belly: string;
  eye: string;
}

export const catBreeds = {
  ginger: { fur: '#e8964a', stripe: '#c9712b', belly: '#fbe3c8', eye: '#5f9e6e' },
  grey: { fur: '#9aa1ad', stripe: '#7b828f', belly: '#e9ebef', eye: '#e0b341' },
  tuxedo: { fur: '#2f2f38', belly: '#ffffff', eye: '#9ccf6a' },
  cream: { fur: '#f1e2c8', stripe: '#dcc29a', belly: '#fffaf1', eye: '#4f8fc0' },
} satisfies Record<string, CatStyle>;

const g = (x: number, y: number, s: number, body: string, extra = '') =>
  `<g transform="translate(${x} ${y}) scale(${s})${extra}">${body}</g>`;

/**
 * A sitting dog, about 200 wide and 260 tall at scale 1, its feet on (0, 0) and centred on x.
 * `tilt` turns the head in degrees; `tongue` adds a happy tongue.
 */
export function dog(
  x: number,
  y: number,
  s: number,
  style: DogStyle,
  opts: { tilt?: number; tongue?: boolean; flip?: boolean } = {},
): string {
  const { fur, ear, muzzle, patch, collar, earShape = 'floppy' } = style;
  const tilt = opts.tilt ?? 0;
  const ears =
    earShape === 'floppy'
      ? `<ellipse cx="-52" cy="-4" rx="20" ry="40" fill="${ear}" transform="rotate(18 -52 -4)"/>
         <ellipse cx="52" cy="-4" rx="20" ry="40" fill="${ear}" transform="rotate(-18 52 -4)"/>`
      : `<path d="M-50 -20 L-42 -78 L-12 -42 Z" fill="${ear}"/><path d="M50 -20 L42 -78 L12 -42 Z" fill="${ear}"/>
         <path d="M-42 -30 L-38 -62 L-22 -42 Z" fill="#f3c6b8"/><path d="M42 -30 L38 -62 L22 -42 Z" fill="#f3c6b8"/>`;
  const head = `<g transform="translate(0 -178) rotate(${tilt})">
      ${earShape === 'floppy' ? '' : ears}
      <ellipse cx="0" cy="0" rx="54" ry="50" fill="${fur}"/>
      ${earShape === 'floppy' ? ears : ''}
      ${patch ? `<ellipse cx="-22" cy="-8" rx="20" ry="18" fill="${patch}"/>` : ''}
      <ellipse cx="0" cy="24" rx="32" ry="24" fill="${muzzle}"/>
      <circle cx="-20" cy="-8" r="7" fill="${palette.ink}"/><circle cx="20" cy="-8" r="7" fill="${palette.ink}"/>
      <circle cx="-18" cy="-10" r="2.2" fill="#fff"/><circle cx="22" cy="-10" r="2.2" fill="#fff"/>
      <ellipse cx="0" cy="12" rx="11" ry="8" fill="${palette.ink}"/>
      <path d="M0 20 v8 M-12 30 q12 10 24 0" stroke="${palette.ink}" stroke-width="3" fill="none" stroke-linecap="round"/>
      ${opts.tongue ? `<path d="M3 32 q3 16 -5 18 q-9 -2 -5 -16" fill="${palette.coral}"/>` : ''}
    </g>`;
  const body = `
    <path d="M60 -40 q60 -10 56 -70" stroke="${fur}" stroke-width="16" fill="none" stroke-linecap="round"/>
    <ellipse cx="0" cy="-70" rx="70" ry="72" fill="${fur}"/>
    <ellipse cx="0" cy="-60" rx="36" ry="50" fill="${muzzle}" opacity="0.85"/>
    <rect x="-46" y="-60" width="26" height="60" rx="13" fill="${fur}"/>
    <rect x="20" y="-60" width="26" height="60" rx="13" fill="${fur}"/>
    <ellipse cx="-33" cy="-4" rx="18" ry="9" fill="${muzzle}"/>
    <ellipse cx="33" cy="-4" rx="18" ry="9" fill="${muzzle}"/>
    ${collar ? `<path d="M-40 -132 q40 22 80 0" stroke="${collar}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="0" cy="-118" r="8" fill="${palette.amber}"/>` : ''}`;
  return g(x, y, s, body + head, opts.flip ? ' scale(-1 1)' : '');
}

/** A dog lying down, about 300 wide and 150 tall at scale 1, resting on (0, 0). */
export function dogLying(x: number, y: number, s: number, style: DogStyle, opts: { asleep?: boolean } = {}): string {
  const { fur, ear, muzzle } = style;
  const eyes = opts.asleep
    ? `<path d="M-24 -6 q7 6 14 0 M10 -6 q7 6 14 0" stroke="${palette.ink}" stroke-width="3" fill="none" stroke-linecap="round"/>`
    : `<circle cx="-17" cy="-6" r="6" fill="${palette.ink}"/><circle cx="17" cy="-6" r="6" fill="${palette.ink}"/>`;
  return g(
    x,
    y,
    s,
    `<path d="M120 -30 q50 -6 60 -40" stroke="${fur}" stroke-width="14" fill="none" stroke-linecap="round"/>
     <ellipse cx="40" cy="-42" rx="110" ry="46" fill="${fur}"/>
     <ellipse cx="-70" cy="-8" rx="44" ry="12" fill="${muzzle}"/>
     <ellipse cx="-20" cy="-6" rx="40" ry="11" fill="${muzzle}"/>
     <g transform="translate(-70 -70)">
       <ellipse cx="-40" cy="6" rx="18" ry="34" fill="${ear}" transform="rotate(22 -40 6)"/>
       <ellipse cx="0" cy="0" rx="48" ry="42" fill="${fur}"/>
       <ellipse cx="36" cy="4" rx="18" ry="32" fill="${ear}" transform="rotate(-14 36 4)"/>
       <ellipse cx="0" cy="22" rx="28" ry="20" fill="${muzzle}"/>
       ${eyes}
       <ellipse cx="0" cy="12" rx="10" ry="7" fill="${palette.ink}"/>
     </g>
`,
  );
}

/** A sitting cat, about 170 wide and 250 tall at scale 1, feet on (0, 0). */
export function cat(
  x: number,
  y: number,
  s: number,
  style: CatStyle,
  opts: { tilt?: number; flip?: boolean; blink?: boolean } = {},
): string {
  const { fur, stripe, belly, eye } = style;
  const stripes = stripe
    ? `<path d="M-40 -120 q20 6 30 -2 M-50 -90 q24 8 36 -2 M40 -120 q-20 6 -30 -2 M50 -90 q-24 8 -36 -2" stroke="${stripe}" stroke-width="7" fill="none" stroke-linecap="round"/>`
    : '';
  const headStripes = stripe
    ? `<path d="M-10 -44 v16 M0 -46 v18 M10 -44 v16" stroke="${stripe}" stroke-width="5" stroke-linecap="round"/>`
    : '';
  const eyes = opts.blink
    ? `<path d="M-28 -4 q8 6 16 0 M12 -4 q8 6 16 0" stroke="${palette.ink}" stroke-width="3" fill="none" stroke-linecap="round"/>`
    : `<ellipse cx="-20" cy="-4" rx="9" ry="10" fill="${eye}"/><ellipse cx="20" cy="-4" rx="9" ry="10" fill="${eye}"/>
       <ellipse cx="-20" cy="-4" rx="3" ry="8" fill="${palette.ink}"/><ellipse cx="20" cy="-4" rx="3" ry="8" fill="${palette.ink}"/>`;
  return g(
    x,
    y,
    s,
    `<path d="M50 -12 q80 10 66 -70 q-4 -22 -20 -14" stroke="${fur}" stroke-width="16" fill="none" stroke-linecap="round"/>
     <path d="M-62 0 q-10 -90 20 -140 q22 -22 42 -22 q20 0 42 22 q30 50 20 140 Z" fill="${fur}"/>
     ${stripes}
     <path d="M-30 0 q-4 -70 30 -100 q34 30 30 100 Z" fill="${belly}"/>
     <ellipse cx="-26" cy="-4" rx="20" ry="9" fill="${belly}"/><ellipse cx="26" cy="-4" rx="20" ry="9" fill="${belly}"/>
     <g transform="translate(0 -176) rotate(${opts.tilt ?? 0})">
       <path d="M-46 -12 L-40 -64 L-10 -40 Z" fill="${fur}"/><path d="M46 -12 L40 -64 L10 -40 Z" fill="${fur}"/>
       <path d="M-38 -22 L-36 -52 L-18 -38 Z" fill="#f3b8b0"/><path d="M38 -22 L36 -52 L18 -38 Z" fill="#f3b8b0"/>
       <ellipse cx="0" cy="0" rx="52" ry="44" fill="${fur}"/>
       ${headStripes}
       <ellipse cx="0" cy="20" rx="24" ry="16" fill="${belly}"/>
       ${eyes}
       <path d="M-6 12 h12 l-6 7 Z" fill="#e58f8f"/>
       <path d="M0 19 v5 M-8 27 q8 6 16 0" stroke="${palette.ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>
       <path d="M-20 18 h-30 M-20 24 l-28 6 M20 18 h30 M20 24 l28 6" stroke="${palette.ink}" stroke-width="1.6" opacity="0.55"/>
     </g>`,
    opts.flip ? ' scale(-1 1)' : '',
  );
}

export interface PersonStyle {
  skin: string;
  hair: string;
  top: string;
  /** A vet's white coat with a stethoscope. */
  vet?: boolean;
  hairStyle?: 'short' | 'long' | 'bun' | 'curly';
  pants?: string;
}

export const people = {
  vetA: { skin: '#8d5a3b', hair: '#1f1a17', top: '#2a7f77', vet: true, hairStyle: 'bun' },
  vetB: { skin: '#f0c8a0', hair: '#6b3e26', top: '#3d6fb6', vet: true, hairStyle: 'short' },
  ownerA: { skin: '#c68a5c', hair: '#2b211c', top: palette.amber, hairStyle: 'curly', pants: '#33415c' },
  ownerB: { skin: '#f3d2b3', hair: '#c9a15a', top: palette.coral, hairStyle: 'long', pants: '#2f3b52' },
  ownerC: { skin: '#5c3a26', hair: '#141110', top: palette.teal, hairStyle: 'short', pants: '#3b3b45' },
  ownerD: { skin: '#e9b48a', hair: '#3a2a20', top: '#7d5ba6', hairStyle: 'bun', pants: '#2d3340' },
} satisfies Record<string, PersonStyle>;

function hair(style: PersonStyle): string {
  switch (style.hairStyle) {
    case 'long':
      return `<path d="M-46 -10 q-6 -62 46 -64 q52 2 46 64 l6 70 q-16 8 -22 -2 l-4 -60 q-26 -18 -52 -20 q-8 30 -8 62 q-10 10 -22 4 Z" fill="${style.hair}"/>`;
    case 'bun':
      return `<circle cx="0" cy="-70" r="20" fill="${style.hair}"/><path d="M-44 -6 q-4 -56 44 -58 q48 2 44 58 q-16 -30 -44 -34 q-28 4 -44 34 Z" fill="${style.hair}"/>`;
    case 'curly':
      return `<g fill="${style.hair}"><circle cx="-34" cy="-36" r="18"/><circle cx="-12" cy="-52" r="20"/><circle cx="16" cy="-52" r="20"/><circle cx="36" cy="-34" r="18"/><circle cx="-44" cy="-14" r="12"/><circle cx="44" cy="-14" r="12"/></g>`;
    default:
      return `<path d="M-44 -4 q-6 -56 44 -58 q50 2 44 58 q-10 -24 -44 -30 q-30 4 -44 30 Z" fill="${style.hair}"/>`;
  }
}

/** A standing person from the waist up (a bust), about 200 wide and 300 tall at scale 1, base on (0, 0). */
export function personBust(
  x: number,
  y: number,
  s: number,
  style: PersonStyle,
  opts: { wave?: boolean; smile?: boolean } = {},
): string {
  const coat = style.vet
    ? `<path d="M-100 0 q0 -130 100 -140 q100 10 100 140 Z" fill="#ffffff"/>
       <path d="M-34 -136 l34 60 l34 -60 q-34 -10 -68 0 Z" fill="${style.top}"/>
       <path d="M0 -76 v76" stroke="#d7dde3" stroke-width="4"/>
       <path d="M-30 -132 q-20 60 10 86 q20 16 40 0 q28 -26 10 -86" stroke="${palette.ink}" stroke-width="5" fill="none"/>
       <circle cx="0" cy="-40" r="10" fill="#9aa1ad" stroke="${palette.ink}" stroke-width="4"/>
       <rect x="46" y="-80" width="30" height="8" rx="4" fill="${palette.teal}"/>`
    : `<path d="M-100 0 q0 -130 100 -140 q100 10 100 140 Z" fill="${style.top}"/>
       <path d="M-26 -136 q26 26 52 0" stroke="rgba(0,0,0,0.15)" stroke-width="6" fill="none"/>`;
  const arm = opts.wave
    ? `<path d="M86 -60 q40 -40 44 -110" stroke="${style.vet ? '#ffffff' : style.top}" stroke-width="34" fill="none" stroke-linecap="round"/><circle cx="132" cy="-180" r="18" fill="${style.skin}"/>`
    : '';
  return g(
    x,
    y,
    s,
    `${arm}${coat}
     <rect x="-16" y="-168" width="32" height="36" rx="10" fill="${style.skin}"/>
     <g transform="translate(0 -210)">
       ${style.hairStyle === 'long' ? hair(style) : ''}
       <ellipse cx="0" cy="0" rx="44" ry="50" fill="${style.skin}"/>
       ${style.hairStyle === 'long' ? '' : hair(style)}
       <circle cx="-16" cy="2" r="5" fill="${palette.ink}"/><circle cx="16" cy="2" r="5" fill="${palette.ink}"/>
       <path d="M-14 22 q14 ${opts.smile === false ? 4 : 14} 28 0" stroke="${palette.ink}" stroke-width="4" fill="none" stroke-linecap="round"/>
       <ellipse cx="-26" cy="16" rx="8" ry="5" fill="#e58f8f" opacity="0.45"/><ellipse cx="26" cy="16" rx="8" ry="5" fill="#e58f8f" opacity="0.45"/>
     </g>`,
  );
}

/** Soft organic blob behind a subject. */
export function blob(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const p = (a: number, k: number) => [cx + Math.cos(a) * r * k, cy + Math.sin(a) * r * k * 0.86] as const;
  const ks = [1, 0.92, 1.06, 0.95, 1.03, 0.9];
  const pts = ks.map((k, i) => p((i / ks.length) * Math.PI * 2, k));
  const mid = (a: readonly [number, number], b: readonly [number, number]) =>
    [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const start = mid(pts[pts.length - 1]!, pts[0]!);
  let d = `M${start[0].toFixed(1)} ${start[1].toFixed(1)}`;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const m = mid(a, pts[(i + 1) % pts.length]!);
    d += ` Q${a[0].toFixed(1)} ${a[1].toFixed(1)} ${m[0].toFixed(1)} ${m[1].toFixed(1)}`;
  }
  return `<path d="${d} Z" fill="${fill}" opacity="${opacity}"/>`;
}

export function pawPrint(x: number, y: number, s: number, fill: string, rotate = 0): string {
  return g(
    x,
    y,
    s,
    `<g transform="rotate(${rotate})" fill="${fill}"><ellipse cx="0" cy="8" rx="14" ry="12"/><circle cx="-14" cy="-8" r="6"/><circle cx="-5" cy="-16" r="6"/><circle cx="6" cy="-16" r="6"/><circle cx="15" cy="-8" r="6"/></g>`,
  );
}

export function heart(x: number, y: number, s: number, fill: string): string {
  return g(x, y, s, `<path d="M0 10 C-30 -12 -18 -34 0 -20 C18 -34 30 -12 0 10 Z" fill="${fill}"/>`);
}

/** The Tailwise shield: cover. */
export function shield(x: number, y: number, s: number, fill: string, mark = '#ffffff'): string {
  return g(
    x,
    y,
    s,
    `<path d="M0 -60 L50 -42 Q52 20 0 60 Q-52 20 -50 -42 Z" fill="${fill}"/>
     <path d="M-20 0 l14 14 l28 -30" stroke="${mark}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

export function plant(x: number, y: number, s: number): string {
  return g(
    x,
    y,
    s,
    `<path d="M0 -40 q-50 -60 -20 -130 q20 50 20 130" fill="${palette.leaf}"/>
     <path d="M0 -40 q50 -70 24 -150 q-26 60 -24 150" fill="${palette.leafDark}"/>
     <path d="M0 -40 q-70 -20 -84 -80 q50 10 84 80" fill="${palette.leafDark}"/>
     <path d="M-30 -40 h60 l-8 40 h-44 Z" fill="${palette.amber}"/>`,
  );
}

export function window(x: number, y: number, w: number, h: number, sky = palette.sky): string {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${sky}" stroke="#ffffff" stroke-width="14"/>
    <path d="M${x + w / 2} ${y} v${h} M${x} ${y + h / 2} h${w}" stroke="#ffffff" stroke-width="10"/>
    <circle cx="${x + w * 0.72}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.1}" fill="#fff4d6"/></g>`;
}

export function clipboard(x: number, y: number, s: number): string {
  return g(
    x,
    y,
    s,
    `<rect x="-50" y="-70" width="100" height="140" rx="10" fill="${palette.amberSoft}" stroke="${palette.ink}" stroke-width="4"/>
     <rect x="-22" y="-80" width="44" height="20" rx="6" fill="${palette.ink}"/>
     <path d="M-30 -30 l8 8 l14 -16 M-30 6 l8 8 l14 -16 M-30 42 l8 8 l14 -16" stroke="${palette.teal}" stroke-width="6" fill="none" stroke-linecap="round"/>
     <path d="M0 -26 h28 M0 10 h28 M0 46 h28" stroke="${palette.ink}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`,
  );
}

export function medicalCross(x: number, y: number, s: number, fill: string): string {
  return g(x, y, s, `<path d="M-12 -36 h24 v24 h24 v24 h-24 v24 h-24 v-24 h-24 v-24 h24 Z" fill="${fill}"/>`);
}

/** A smartphone with arbitrary screen content (drawn in a 160 x 300 screen box). */
export function phone(x: number, y: number, s: number, screen: string): string {
  return g(
    x,
    y,
    s,
    `<rect x="-96" y="-180" width="192" height="360" rx="28" fill="${palette.ink}"/>
     <rect x="-80" y="-150" width="160" height="300" rx="10" fill="#ffffff"/>
     <g transform="translate(-80 -150)"><clipPath id="phone-screen"><rect width="160" height="300" rx="10"/></clipPath><g clip-path="url(#phone-screen)">${screen}</g></g>
     <rect x="-24" y="-168" width="48" height="8" rx="4" fill="#3a4254"/>`,
  );
}

export function coin(x: number, y: number, r: number): string {
  return `<g><circle cx="${x}" cy="${y}" r="${r}" fill="${palette.amber}"/><circle cx="${x}" cy="${y}" r="${r * 0.74}" fill="none" stroke="#d98a22" stroke-width="${r * 0.1}"/>
    <text x="${x}" y="${y + r * 0.34}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${r}" text-anchor="middle" fill="#b86f12">$</text></g>`;
}

export function tooth(x: number, y: number, s: number): string {
  return g(
    x,
    y,
    s,
    `<path d="M-40 -40 q20 -20 40 -4 q20 -16 40 4 q14 30 -6 60 q-6 40 -16 40 q-10 0 -12 -30 q-6 -10 -12 0 q-2 30 -12 30 q-10 0 -16 -40 q-20 -30 -6 -60 Z" fill="#ffffff" stroke="${palette.ink}" stroke-width="4"/>
     <path d="M-20 -20 q6 -8 14 -4" stroke="${palette.tealSoft}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
}

export function sparkle(x: number, y: number, s: number, fill: string): string {
  return g(x, y, s, `<path d="M0 -20 q4 16 20 20 q-16 4 -20 20 q-4 -16 -20 -20 q16 -4 20 -20 Z" fill="${fill}"/>`);
}

export function svgDocument(width: number, height: number, body: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`;
}
