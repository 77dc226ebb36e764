import type { Random } from '../corpus/random.ts';
import type { PictureLot, PlacedText, Scene } from './compose.ts';
import { foxing, frame, ground, hatched, ornament, skyline, svg, textLines, vignette } from './svg.ts';

/** Covers, title pages and spreads of books; covers of journals and newspapers. */

const CLOTH = ['#5a1e1b', '#1f3b2c', '#1d2a44', '#4a2f1d', '#2b2622', '#6b4e1f', '#3d1f3a', '#24403f'];
const GILT = ['#c9a548', '#b8995a', '#d2b25c'];
const PAPER = ['#efe6cf', '#eadcbc', '#f1e9d6', '#e6d7b5', '#ece2c6'];
const SOVIET_COVER = ['#c8b27c', '#9fb5a0', '#d9c7a0', '#b9443a', '#3e5c76', '#e8e0c8', '#7a8c5c', '#d8a23a'];
const INK = '#2a2119';

const yearOf = (lot: PictureLot) => lot.year ?? 1900;
/** The city part of 'СПб.: Типографія …' (or the whole imprint when it has no house). */
const cityOf = (lot: PictureLot) => lot.publisher?.split(':')[0] ?? '';
const houseOf = (lot: PictureLot) =>
  lot.publisher?.includes(':') ? lot.publisher.split(':').slice(1).join(':').trim() : '';

function paper(_id: string, width: number, height: number, random: Random, spots = 40): string {
  return `${ground(width, height, random.pick(PAPER))}${foxing(width, height, random.int(0, spots), random)}`;
}

const CHILDREN_HOUSES = /детгиз|детская литература|малыш|радуга|вольфа|девриена/i;

export function bookCover(lot: PictureLot, random: Random): Scene {
  const width = 720;
  const height = 1040;
  const year = yearOf(lot);
  const children = CHILDREN_HOUSES.test(lot.publisher ?? '');
  if (year < 1918 || (year < 1992 && !children && random.chance(0.15))) {
    const cloth = random.pick(CLOTH);
    const gilt = random.pick(GILT);
    const background = svg(
      width,
      height,
      `${ground(width, height, cloth)}
      <defs><linearGradient id="spine" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
      <rect width="60" height="${height}" fill="url(#spine)"/>
      ${frame(70, 60, width - 130, height - 120, gilt, random)}
      ${ornament(width / 2 + 5, 300, 220, gilt)}${ornament(width / 2 + 5, 760, 160, gilt)}
      ${vignette('v', width, height, 0.6)}`,
    );
    const texts: PlacedText[] = [
      {
        text: lot.title,
        font: 'serifBold',
        size: 46,
        color: gilt,
        width: 500,
        maxHeight: 380,
        x: width / 2 + 5,
        y: 530,
        anchor: 'middle',
      },
      {
        text: `${cityOf(lot)} ${year}`.trim(),
        font: 'serif',
        size: 26,
        color: gilt,
        width: 500,
        x: width / 2 + 5,
        y: 860,
      },
    ];
    if (lot.author)
      texts.push({ text: lot.author, font: 'serifBold', size: 30, color: gilt, width: 480, x: width / 2 + 5, y: 160 });
    return { width, height, background, texts, grain: 0.22 };
  }
  const base = children
    ? random.pick(['#f4d35e', '#f6a04d', '#8fd0e8', '#f28f8f', '#b5d99c'])
    : random.pick(SOVIET_COVER);
  const accent = random.pick(['#b9443a', '#1d2a44', '#2b2622', '#e8e0c8', '#3e5c76']);
  const art = children
    ? `<circle cx="${random.int(150, 570)}" cy="${random.int(560, 700)}" r="${random.int(70, 130)}" fill="#fff" opacity="0.55"/>
       <circle cx="${random.int(120, 600)}" cy="${random.int(620, 820)}" r="${random.int(40, 90)}" fill="${accent}" opacity="0.7"/>
       <path d="M80 ${random.int(820, 880)} Q360 ${random.int(700, 780)} 640 ${random.int(820, 880)} L640 940 L80 940 Z" fill="#2f6b3a" opacity="0.6"/>`
    : `${hatched('h', '<rect x="150" y="560" width="420" height="300"/>', { x: 150, y: 560, w: 420, h: 300 }, 7, random.int(20, 70), accent, 1.3)}
       <g clip-path="url(#h)">${skyline(160, 860, 400, 220, accent, random)}</g>
       <rect x="150" y="560" width="420" height="300" fill="none" stroke="${accent}" stroke-width="3"/>`;
  const background = svg(
    width,
    height,
    `${ground(width, height, base)}
    <rect x="0" y="0" width="${width}" height="${random.int(150, 220)}" fill="${accent}" opacity="0.9"/>
    ${art}${vignette('v', width, height, 0.35)}`,
  );
  const light = /e8e0c8/.test(accent) ? INK : '#f4efe2';
  const texts: PlacedText[] = [
    {
      text: lot.title,
      font: children ? 'condensedBold' : 'sansBold',
      size: children ? 60 : 48,
      color: INK,
      width: 600,
      maxHeight: 300,
      x: width / 2,
      y: 380,
      anchor: 'middle',
    },
    {
      text: [houseOf(lot), String(year)].filter(Boolean).join(' · '),
      font: 'sans',
      size: 22,
      color: INK,
      width: 600,
      x: width / 2,
      y: 960,
      anchor: 'bottom',
    },
  ];
  if (lot.author)
    texts.push({
      text: lot.author.toUpperCase(),
      font: 'sansBold',
      size: 28,
      color: light,
      width: 620,
      x: width / 2,
      y: 70,
    });
  return { width, height, background, texts };
}

export function titlePage(lot: PictureLot, random: Random): Scene {
  const width = 720;
  const height = 1040;
  const background = svg(
    width,
    height,
    `${paper('g', width, height, random)}
    <rect x="70" y="70" width="${width - 140}" height="${height - 140}" fill="none" stroke="${INK}" stroke-width="1.2" opacity="0.7"/>
    ${ornament(width / 2, 560, 200, INK)}${vignette('v', width, height, 0.3)}`,
  );
  const texts: PlacedText[] = [
    {
      text: lot.title,
      font: 'serifBold',
      size: 40,
      color: INK,
      width: 520,
      maxHeight: 300,
      x: width / 2,
      y: 400,
      anchor: 'middle',
    },
    {
      text: `${lot.publisher ?? ''}\n${yearOf(lot)}`.trim(),
      font: 'serif',
      size: 22,
      color: INK,
      width: 520,
      x: width / 2,
      y: 900,
      anchor: 'bottom',
    },
  ];
  if (lot.author)
    texts.push({
      text: lot.author.toUpperCase(),
      font: 'serif',
      size: 26,
      color: INK,
      width: 520,
      x: width / 2,
      y: 150,
      letterSpacing: 2,
    });
  return { width, height, background, texts };
}

export function spread(lot: PictureLot, random: Random, pageNumber: number): Scene {
  const width = 1400;
  const height = 1000;
  const page = 640;
  const plateOnLeft = random.chance(0.5);
  const plate = random.chance(0.35);
  const column = (x: number, isPlate: boolean) =>
    isPlate
      ? `${hatched('ph', `<rect x="${x + 70}" y="180" width="${page - 140}" height="520"/>`, { x: x + 70, y: 180, w: page - 140, h: 520 }, 6, random.int(-10, 10), '#3a3027', 0.8)}
         <g clip-path="url(#ph)">${skyline(x + 70, 700, page - 140, 260, '#2f2720', random)}</g>
         <rect x="${x + 70}" y="180" width="${page - 140}" height="520" fill="none" stroke="${INK}" stroke-width="2"/>`
      : textLines(x + 60, 150, page - 120, 720, 24, '#3b3128', random);
  const background = svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#5b4a3a"/>
    <g>${paper('g', width, height, random, 60)}</g>
    <defs><linearGradient id="gutter" x1="0" x2="1">
      <stop offset="0.44" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.35"/><stop offset="0.56" stop-color="#000" stop-opacity="0"/>
    </linearGradient></defs>
    ${column(60, plate && plateOnLeft)}${column(700, plate && !plateOnLeft)}
    <rect width="${width}" height="${height}" fill="url(#gutter)"/>${vignette('v', width, height, 0.35)}`,
  );
  const texts: PlacedText[] = [
    { text: lot.title, font: 'serifItalic', size: 18, color: INK, width: 520, x: 380, y: 95 },
    { text: lot.author ?? lot.title, font: 'serifItalic', size: 18, color: INK, width: 520, x: 1020, y: 95 },
    { text: String(pageNumber), font: 'serif', size: 18, color: INK, width: 100, x: 380, y: 920 },
    { text: String(pageNumber + 1), font: 'serif', size: 18, color: INK, width: 100, x: 1020, y: 920 },
  ];
  if (plate) {
    texts.push({
      text: lot.title,
      font: 'serifItalic',
      size: 20,
      color: INK,
      width: 480,
      maxHeight: 90,
      x: plateOnLeft ? 380 : 1020,
      y: 730,
    });
  }
  return { width, height, background, texts };
}

export function journalCover(lot: PictureLot, random: Random): Scene {
  const width = 760;
  const height = 1060;
  const [masthead, ...rest] = lot.title.split('. ');
  const accent = random.pick(['#7a1f1a', '#1d2a44', '#2b2622', '#2f5a3a', '#8a5a10']);
  const background = svg(
    width,
    height,
    `${paper('g', width, height, random)}
    <rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="${accent}" stroke-width="4"/>
    <line x1="60" y1="250" x2="${width - 60}" y2="250" stroke="${accent}" stroke-width="3"/>
    ${hatched('sky', `<rect x="90" y="330" width="${width - 180}" height="520"/>`, { x: 90, y: 330, w: width - 180, h: 520 }, 7, 0, '#5a4a3a', 0.8)}
    <g clip-path="url(#sky)">${skyline(90, 850, width - 180, 300, '#3a2f26', random)}</g>
    <rect x="90" y="330" width="${width - 180}" height="520" fill="none" stroke="${INK}" stroke-width="2"/>
    ${vignette('v', width, height, 0.35)}`,
  );
  return {
    width,
    height,
    background,
    texts: [
      {
        text: masthead ?? lot.title,
        font: 'serifBold',
        size: 86,
        color: accent,
        width: width - 120,
        maxHeight: 180,
        x: width / 2,
        y: 150,
        anchor: 'middle',
      },
      {
        text: rest.join('. '),
        font: 'serif',
        size: 26,
        color: INK,
        width: width - 140,
        maxHeight: 60,
        x: width / 2,
        y: 270,
      },
      {
        text: `${cityOf(lot) || (yearOf(lot) < 1918 ? 'С.-Петербургъ' : 'Москва')} · ${yearOf(lot)}`,
        font: 'serif',
        size: 22,
        color: INK,
        width: 600,
        x: width / 2,
        y: 960,
      },
    ],
  };
}

export function newspaper(lot: PictureLot, random: Random): Scene {
  const width = 900;
  const height = 1240;
  const [masthead, ...rest] = lot.title.split('. ');
  let columns = '';
  for (let c = 0; c < 4; c++) columns += textLines(50 + c * 205, 300, 185, 880, 16, '#3a332c', random);
  const background = svg(
    width,
    height,
    `${ground(width, height, random.pick(['#e9e3d3', '#e4dcc6', '#ede6d4']))}
    <line x1="40" y1="200" x2="${width - 40}" y2="200" stroke="${INK}" stroke-width="4"/>
    <line x1="40" y1="250" x2="${width - 40}" y2="250" stroke="${INK}" stroke-width="1.5"/>
    ${columns}${vignette('v', width, height, 0.25)}`,
  );
  return {
    width,
    height,
    background,
    grain: 0.1,
    texts: [
      {
        text: masthead ?? lot.title,
        font: 'serifBold',
        size: 90,
        color: INK,
        width: width - 80,
        maxHeight: 150,
        x: width / 2,
        y: 115,
        anchor: 'middle',
      },
      { text: rest.join('. '), font: 'serif', size: 20, color: INK, width: width - 100, x: width / 2, y: 215 },
    ],
  };
}
