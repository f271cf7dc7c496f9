// The Tailwise illustrations, each an SVG scene built from shapes.ts. Drawn for Tailwise and free to use.
import {
  blob,
  cat,
  catBreeds,
  clipboard,
  coin,
  dog,
  dogBreeds,
  dogLying,
  heart,
  medicalCross,
  palette,
  pawPrint,
  people,
  personBust,
  phone,
  plant,
  shield,
  sparkle,
  svgDocument,
  tooth,
  window,
} from './shapes';

export interface Scene {
  /** File name under public/_xo/images (without extension). */
  name: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  svg: string;
}

const floor = (y: number, w: number, h: number, fill: string) =>
  `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${fill}"/>`;
const rug = (cx: number, cy: number, rx: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.16}" fill="${fill}"/>`;
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.12}" fill="rgba(29,36,51,0.12)"/>`;

function heroDogAndCat(): Scene {
  const W = 1200;
  const H = 800;
  const body = [
    blob(760, 400, 420, palette.tealSoft),
    blob(980, 190, 120, palette.amberSoft, 0.9),
    window(90, 110, 260, 220),
    floor(610, W, H, palette.sand),
    rug(720, 640, 380, '#e7d2b5'),
    plant(1110, 640, 1.2),
    shadow(610, 622, 150),
    shadow(870, 622, 110),
    dog(610, 622, 1.35, dogBreeds.golden, { tilt: -8, tongue: true }),
    cat(870, 622, 1.15, catBreeds.ginger, { tilt: 6 }),
    shield(1000, 120, 1.1, palette.teal),
    heart(470, 170, 1.6, palette.coral),
    heart(520, 120, 1, palette.amber),
    pawPrint(150, 700, 1.4, 'rgba(11,93,87,0.25)', -20),
    pawPrint(260, 740, 1.4, 'rgba(11,93,87,0.25)', -10),
    pawPrint(370, 700, 1.4, 'rgba(11,93,87,0.25)', -30),
    sparkle(420, 330, 1.2, palette.amber),
  ].join('');
  return { name: 'hero-dog-and-cat', width: W, height: H, format: 'jpeg', svg: svgDocument(W, H, body, palette.cream) };
}

function examTable(x: number, y: number, w: number): string {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="26" rx="8" fill="#c9d3dc"/><rect x="${x + 30}" y="${y + 26}" width="20" height="150" fill="#9aa6b2"/>
    <rect x="${x + w - 50}" y="${y + 26}" width="20" height="150" fill="#9aa6b2"/><rect x="${x + 10}" y="${y + 170}" width="${w - 20}" height="14" rx="7" fill="#9aa6b2"/></g>`;
}

function vetExam(): Scene {
  const W = 1200;
  const H = 800;
  const body = [
    `<rect x="0" y="0" width="${W}" height="${H}" fill="${palette.tealMist}"/>`,
    window(820, 90, 260, 220),
    `<rect x="120" y="110" width="150" height="150" rx="20" fill="#ffffff"/>`,
    medicalCross(195, 185, 1.6, palette.coral),
    floor(640, W, H, '#d6e4e1'),
    personBust(790, 640, 1.6, people.vetA, { wave: true }),
    examTable(200, 520, 520),
    shadow(460, 522, 120),
    dog(460, 520, 1.05, dogBreeds.beagle, { tilt: 10, tongue: true }),
    clipboard(1060, 540, 1.1),
    heart(620, 170, 1.2, palette.coral),
  ].join('');
  return { name: 'vet-exam', width: W, height: H, format: 'jpeg', svg: svgDocument(W, H, body, palette.tealMist) };
}

function vial(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-18" y="-60" width="36" height="100" rx="8" fill="#ffffff" stroke="${palette.ink}" stroke-width="4"/>
    <rect x="-18" y="-10" width="36" height="50" rx="4" fill="${palette.tealSoft}"/><rect x="-22" y="-78" width="44" height="20" rx="5" fill="${palette.teal}"/></g>`;
}

function wellnessCheckup(): Scene {
  const W = 1200;
  const H = 800;
  const body = [
    blob(600, 380, 440, palette.amberSoft, 0.7),
    window(110, 100, 230, 200),
    floor(640, W, H, palette.sand),
    personBust(780, 640, 1.55, people.vetB, { wave: true }),
    examTable(340, 540, 520),
    shadow(520, 542, 100),
    cat(520, 540, 1.05, catBreeds.grey, { tilt: -8 }),
    clipboard(200, 560, 1.1),
    vial(1040, 560, 1.3),
    vial(1110, 580, 1.0),
    heart(330, 380, 1.3, palette.coral),
    sparkle(640, 150, 1.4, palette.teal),
    shield(1030, 170, 0.9, palette.teal),
  ].join('');
  return { name: 'wellness-checkup', width: W, height: H, format: 'jpeg', svg: svgDocument(W, H, body, palette.cream) };
}

function bubble(x: number, y: number, w: number, fill: string, lines: number): string {
  const h = 26 + lines * 22;
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `<rect x="${x + 18}" y="${y + 16 + i * 22}" width="${w - 36 - (i === lines - 1 ? 40 : 0)}" height="10" rx="5" fill="rgba(255,255,255,0.85)"/>`,
  ).join('');
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/>${rows}</g>`;
}

function vetalkCall(): Scene {
  const W = 1200;
  const H = 800;
  const screen = `<rect width="160" height="300" fill="${palette.tealMist}"/>${personBust(80, 300, 0.62, people.vetA, { wave: true })}
    <rect x="10" y="12" width="58" height="18" rx="9" fill="${palette.coral}"/><circle cx="22" cy="21" r="4" fill="#fff"/>
    <rect x="30" y="17" width="30" height="8" rx="4" fill="#fff"/>`;
  const body = [
    blob(560, 400, 430, palette.tealSoft),
    floor(660, W, H, palette.sand),
    rug(520, 680, 330, '#e7d2b5'),
    phone(760, 380, 1.45, screen),
    shadow(390, 668, 170),
    dogLying(420, 668, 1.3, dogBreeds.husky),
    bubble(940, 140, 200, palette.teal, 2),
    bubble(930, 270, 170, palette.amber, 1),
    heart(210, 210, 1.4, palette.coral),
    sparkle(320, 130, 1.1, palette.amber),
  ].join('');
  return { name: 'vetalk-call', width: W, height: H, format: 'jpeg', svg: svgDocument(W, H, body, palette.cream) };
}

function tree(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-10" y="-90" width="20" height="90" fill="#8a5a3b"/><circle cx="0" cy="-130" r="62" fill="${palette.leaf}"/><circle cx="-30" cy="-110" r="40" fill="${palette.leafDark}"/></g>`;
}

function vetClinic(): Scene {
  const W = 1200;
  const H = 800;
  const windows = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${370 + i * 170}" y="300" width="120" height="110" rx="10" fill="${palette.sky}" stroke="#ffffff" stroke-width="8"/>`,
    )
    .join('');
  const body = [
    `<rect width="${W}" height="560" fill="#d8ecf3"/>`,
    `<circle cx="1040" cy="130" r="64" fill="#fff1c9"/>`,
    `<rect x="320" y="200" width="560" height="400" fill="#ffffff"/>`,
    `<rect x="300" y="180" width="600" height="40" rx="8" fill="${palette.teal}"/>`,
    `<rect x="470" y="230" width="260" height="50" rx="10" fill="${palette.tealMist}"/>`,
    medicalCross(510, 255, 0.6, palette.coral),
    `<rect x="545" y="247" width="160" height="16" rx="8" fill="${palette.teal}"/>`,
    windows,
    `<rect x="545" y="450" width="110" height="150" rx="8" fill="${palette.teal}"/><circle cx="635" cy="530" r="6" fill="${palette.amber}"/>`,
    floor(600, W, H, '#cfd8c8'),
    `<rect x="0" y="600" width="${W}" height="40" fill="#e9e4da"/>`,
    tree(210, 600, 1.3),
    tree(1010, 600, 1.1),
    plant(330, 600, 0.7),
    plant(870, 600, 0.7),
    personBust(1100, 800, 0.7, people.ownerC),
    dog(900, 760, 0.7, dogBreeds.chocolate, { tongue: true }),
    dog(160, 770, 0.6, dogBreeds.corgi, { tilt: 8, tongue: true }),
  ].join('');
  return { name: 'vet-clinic', width: W, height: H, format: 'jpeg', svg: svgDocument(W, H, body, '#d8ecf3') };
}

function team(): Scene {
  const W = 1200;
  const H = 800;
  const body = [
    blob(600, 360, 480, palette.tealSoft, 0.8),
    window(820, 80, 280, 200),
    floor(660, W, H, palette.sand),
    personBust(300, 660, 1.35, people.ownerA, { wave: true }),
    personBust(600, 660, 1.5, people.ownerB),
    personBust(900, 660, 1.35, people.ownerC),
    dog(170, 760, 0.85, dogBreeds.black, { tongue: true }),
    cat(1050, 760, 0.8, catBreeds.tuxedo, { tilt: -6 }),
    dog(600, 790, 0.6, dogBreeds.corgi, { tilt: -10, tongue: true }),
    plant(90, 660, 0.9),
    heart(430, 120, 1.3, palette.coral),
    sparkle(760, 160, 1.2, palette.amber),
  ].join('');
  return { name: 'team', width: W, height: H, format: 'jpeg', svg: svgDocument(W, H, body, palette.cream) };
}

function unavailable(): Scene {
  const W = 1200;
  const H = 800;
  const body = [
    blob(600, 380, 420, palette.tealMist),
    `<circle cx="880" cy="200" r="70" fill="#fff1c9"/><circle cx="910" cy="180" r="62" fill="${palette.cream}"/>`,
    sparkle(760, 140, 1, palette.amber),
    sparkle(1000, 300, 0.8, palette.amber),
    floor(620, W, H, palette.sand),
    rug(600, 640, 330, '#e7d2b5'),
    dogLying(640, 640, 1.5, dogBreeds.golden, { asleep: true }),
    `<text x="780" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="48" fill="${palette.teal}">z</text>
     <text x="820" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="36" fill="${palette.teal}">z</text>`,
  ].join('');
  return { name: 'resting-dog', width: W, height: H, format: 'jpeg', svg: svgDocument(W, H, body, palette.cream) };
}

/** Blog covers: 16:9. */
const CW = 1200;
const CH = 675;

function coverVetCosts(): Scene {
  const coins =
    [0, 1, 2, 3, 4].map((i) => coin(860, 560 - i * 26, 60)).join('') +
    [0, 1, 2].map((i) => coin(990, 580 - i * 26, 52)).join('');
  const bill = `<g transform="translate(250 330) rotate(-8)"><rect x="-110" y="-150" width="220" height="300" rx="14" fill="#ffffff" stroke="${palette.ink}" stroke-width="4"/>
    <rect x="-80" y="-120" width="120" height="16" rx="8" fill="${palette.teal}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="-80" y="${-80 + i * 36}" width="${100 + (i % 2) * 40}" height="10" rx="5" fill="#c9d3dc"/><rect x="50" y="${-80 + i * 36}" width="30" height="10" rx="5" fill="#c9d3dc"/>`).join('')}
    <rect x="-80" y="110" width="160" height="14" rx="7" fill="${palette.amber}"/></g>`;
  const body = [
    blob(600, 330, 380, palette.tealSoft),
    floor(600, CW, CH, palette.sand),
    bill,
    coins,
    shadow(560, 602, 130),
    dog(560, 600, 1.05, dogBreeds.chocolate, { tilt: 8 }),
  ].join('');
  return {
    name: 'blog-vet-costs',
    width: CW,
    height: CH,
    format: 'jpeg',
    svg: svgDocument(CW, CH, body, palette.cream),
  };
}

function coverDental(): Scene {
  const body = [
    blob(600, 320, 380, palette.amberSoft, 0.8),
    floor(600, CW, CH, palette.sand),
    tooth(300, 300, 2),
    sparkle(200, 170, 1.4, palette.teal),
    sparkle(410, 150, 1, palette.amber),
    shadow(760, 602, 110),
    cat(760, 600, 1.2, catBreeds.cream, { tilt: 8 }),
    `<g transform="translate(980 380) rotate(35)"><rect x="-10" y="-120" width="20" height="200" rx="10" fill="${palette.teal}"/><rect x="-16" y="-160" width="32" height="50" rx="8" fill="#ffffff" stroke="${palette.ink}" stroke-width="4"/></g>`,
  ].join('');
  return {
    name: 'blog-dental-care',
    width: CW,
    height: CH,
    format: 'jpeg',
    svg: svgDocument(CW, CH, body, palette.cream),
  };
}

function calendar(x: number, y: number, s: number): string {
  const cells = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${-80 + (i % 4) * 42}" y="${-30 + Math.floor(i / 4) * 36}" width="32" height="26" rx="5" fill="${i === 6 ? palette.coral : '#e7eef2'}"/>`,
  ).join('');
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-100" y="-100" width="200" height="200" rx="16" fill="#ffffff" stroke="${palette.ink}" stroke-width="4"/>
    <rect x="-100" y="-100" width="200" height="50" rx="16" fill="${palette.teal}"/><rect x="-100" y="-70" width="200" height="20" fill="${palette.teal}"/>${cells}
    <rect x="-60" y="-116" width="14" height="34" rx="7" fill="${palette.ink}"/><rect x="46" y="-116" width="14" height="34" rx="7" fill="${palette.ink}"/></g>`;
}

function coverPuppy(): Scene {
  const body = [
    blob(620, 330, 360, palette.tealSoft),
    floor(600, CW, CH, palette.sand),
    calendar(930, 260, 1.3),
    shadow(560, 602, 100),
    dog(560, 600, 0.95, dogBreeds.corgi, { tilt: -14, tongue: true }),
    `<circle cx="300" cy="560" r="42" fill="${palette.coral}"/><path d="M262 548 q38 22 76 0" stroke="#ffffff" stroke-width="6" fill="none"/>`,
    heart(330, 180, 1.4, palette.coral),
    pawPrint(180, 320, 1.2, 'rgba(11,93,87,0.3)', -20),
  ].join('');
  return {
    name: 'blog-puppy-first-year',
    width: CW,
    height: CH,
    format: 'jpeg',
    svg: svgDocument(CW, CH, body, palette.cream),
  };
}

function coverSeniorDog(): Scene {
  const senior = { ...dogBreeds.black, muzzle: '#b8b8c2' };
  const body = [
    blob(600, 320, 400, palette.amberSoft, 0.6),
    window(120, 80, 260, 200),
    floor(560, CW, CH, palette.sand),
    `<ellipse cx="620" cy="590" rx="330" ry="50" fill="${palette.teal}"/><ellipse cx="620" cy="580" rx="300" ry="40" fill="#127069"/>`,
    dogLying(640, 590, 1.4, senior, { asleep: true }),
    heart(900, 200, 1.3, palette.coral),
    plant(1080, 560, 1),
  ].join('');
  return {
    name: 'blog-senior-dog',
    width: CW,
    height: CH,
    format: 'jpeg',
    svg: svgDocument(CW, CH, body, palette.cream),
  };
}

function coverCatSigns(): Scene {
  const glass = `<g transform="translate(880 300) rotate(-20)"><circle cx="0" cy="0" r="90" fill="rgba(220,235,247,0.6)" stroke="${palette.ink}" stroke-width="14"/>
    <rect x="-12" y="90" width="24" height="130" rx="12" fill="${palette.ink}"/></g>`;
  const body = [
    blob(560, 330, 380, palette.tealMist),
    floor(600, CW, CH, palette.sand),
    shadow(520, 602, 110),
    cat(520, 600, 1.2, catBreeds.tuxedo, { tilt: -10 }),
    glass,
    `<text x="210" y="220" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="120" fill="${palette.amber}">?</text>`,
    pawPrint(250, 520, 1.2, 'rgba(11,93,87,0.3)', 10),
  ].join('');
  return {
    name: 'blog-cat-health-signs',
    width: CW,
    height: CH,
    format: 'jpeg',
    svg: svgDocument(CW, CH, body, palette.cream),
  };
}

function coverChoosingPlan(): Scene {
  const sliders = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="150" y="${200 + i * 110}" width="300" height="16" rx="8" fill="#dfe6ea"/><rect x="150" y="${200 + i * 110}" width="${120 + i * 70}" height="16" rx="8" fill="${palette.teal}"/><circle cx="${270 + i * 70}" cy="${208 + i * 110}" r="22" fill="#ffffff" stroke="${palette.teal}" stroke-width="8"/>`,
    )
    .join('');
  const body = [
    blob(680, 330, 380, palette.tealSoft),
    `<rect x="110" y="140" width="380" height="360" rx="24" fill="#ffffff"/>`,
    sliders,
    floor(600, CW, CH, palette.sand),
    shield(1000, 200, 1.4, palette.teal),
    shadow(760, 602, 120),
    dog(760, 600, 1.1, dogBreeds.husky, { tilt: 10, tongue: true }),
  ].join('');
  return {
    name: 'blog-choosing-a-plan',
    width: CW,
    height: CH,
    format: 'jpeg',
    svg: svgDocument(CW, CH, body, palette.cream),
  };
}

export const scenes: readonly Scene[] = [
  heroDogAndCat(),
  vetExam(),
  wellnessCheckup(),
  vetalkCall(),
  vetClinic(),
  team(),
  unavailable(),
  coverVetCosts(),
  coverDental(),
  coverPuppy(),
  coverSeniorDog(),
  coverCatSigns(),
  coverChoosingPlan(),
];
