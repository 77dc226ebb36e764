import type { Random } from '../corpus/random.ts';
import type { PictureLot, PlacedText, Scene } from './compose.ts';
import {
  blob,
  foxing,
  frame,
  ground,
  hatched,
  meander,
  ornament,
  scribble,
  signature,
  skyline,
  svg,
  textLines,
  vignette,
} from './svg.ts';

/** Maps, prints, autographs, posters and documents. */

const INK = '#2a2119';
const PAPER = ['#efe6cf', '#eadcbc', '#f1e9d6', '#e6d7b5'];
const yearOf = (lot: PictureLot) => lot.year ?? 1900;

function paper(_id: string, width: number, height: number, random: Random, spots = 40): string {
  return `${ground(width, height, random.pick(PAPER))}${foxing(width, height, random.int(0, spots), random)}`;
}

export function map(lot: PictureLot, random: Random): Scene {
  const width = 1400;
  const height = 1000;
  const land = random.pick(['#d9cf9a', '#cfd8a8', '#e2c9a0']);
  let rivers = '';
  for (let i = 0; i < random.int(3, 6); i++) {
    rivers += `<path d="${meander(random.int(300, 1100), random.int(250, 750), 14, 28, random.next() * 6.3, random)}" fill="none" stroke="#4c6f8f" stroke-width="${random.int(2, 4)}" opacity="0.8"/>`;
  }
  let grid = '';
  for (let x = 100; x < width; x += 150)
    grid += `<line x1="${x}" y1="40" x2="${x}" y2="${height - 40}" stroke="${INK}" stroke-width="0.6" opacity="0.35"/>`;
  for (let y = 100; y < height; y += 150)
    grid += `<line x1="40" y1="${y}" x2="${width - 40}" y2="${y}" stroke="${INK}" stroke-width="0.6" opacity="0.35"/>`;
  let towns = '';
  for (let i = 0; i < random.int(8, 20); i++) {
    towns += `<circle cx="${random.int(250, 1150)}" cy="${random.int(200, 800)}" r="${random.int(3, 6)}" fill="#7a1f1a"/>`;
  }
  const background = svg(
    width,
    height,
    `${paper('g', width, height, random)}
    <rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="#c9d9df" opacity="0.45"/>
    <path d="${blob(width / 2, height / 2, 520, 360, random)}" fill="${land}" stroke="${INK}" stroke-width="2"/>
    <path d="${blob(width / 2 + random.int(-120, 120), height / 2 + random.int(-80, 80), 220, 150, random, 12)}" fill="#b8c98a" opacity="0.6"/>
    <defs><clipPath id="sheet"><rect x="40" y="40" width="${width - 80}" height="${height - 80}"/></clipPath></defs>
    <g clip-path="url(#sheet)">${grid}${rivers}${towns}</g>
    <rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="${INK}" stroke-width="4"/>
    <rect x="28" y="28" width="${width - 56}" height="${height - 56}" fill="none" stroke="${INK}" stroke-width="1.5"/>
    <rect x="${width - 520}" y="${height - 260}" width="440" height="180" fill="#f2ead4" stroke="${INK}" stroke-width="2"/>
    ${ornament(width - 300, height - 110, 200, INK)}
    <g transform="translate(140 150)" fill="${INK}"><path d="M0 -60 L10 0 L0 60 L-10 0 Z"/><path d="M-60 0 L0 -8 L60 0 L0 8 Z" opacity="0.6"/></g>
    ${vignette('v', width, height, 0.3)}`,
  );
  return {
    width,
    height,
    background,
    texts: [
      {
        text: lot.title,
        font: 'serifItalic',
        size: 28,
        color: INK,
        width: 400,
        maxHeight: 110,
        x: width - 300,
        y: height - 250,
      },
      { text: String(yearOf(lot)), font: 'serif', size: 18, color: INK, width: 200, x: width - 300, y: height - 100 },
    ],
  };
}

const BATTLE = /сражен|взяті|взяти|переход|баталі|батали|бой|оборон|вступлені|вступлени/i;

/** Figures for battles and views: a row of tiny soldiers (heads and bodies). */
function figures(x: number, y: number, width: number, count: number, color: string, random: Random): string {
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const fx = x + random.next() * width;
    const size = 6 + random.next() * 5;
    shapes += `<circle cx="${fx.toFixed(1)}" cy="${(y - size * 2.6).toFixed(1)}" r="${(size * 0.45).toFixed(1)}" fill="${color}"/>`;
    shapes += `<rect x="${(fx - size * 0.5).toFixed(1)}" y="${(y - size * 2.2).toFixed(1)}" width="${size.toFixed(1)}" height="${(size * 2.2).toFixed(1)}" fill="${color}"/>`;
  }
  return shapes;
}

export function engraving(lot: PictureLot, random: Random): Scene {
  const portrait = /портрет/i.test(lot.title);
  const lubok = /лубок/i.test(lot.title);
  const width = portrait ? 1050 : 1400;
  const height = portrait ? 1400 : 1050;
  const box = { x: 120, y: 110, w: width - 240, h: height - 330 };
  const ink = random.pick(['#2b2520', '#3a2d22', '#1f2430']);
  const clipBox = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/>`;
  let art: string;
  if (portrait) {
    const cx = width / 2;
    const oval = `<ellipse cx="${cx}" cy="${box.y + box.h / 2}" rx="${box.w / 2 - 20}" ry="${box.h / 2 - 20}"/>`;
    const head = `<ellipse cx="${cx}" cy="${box.y + box.h * 0.36}" rx="${box.w * 0.12}" ry="${box.h * 0.12}"/>`;
    const body = `<path d="M${cx - box.w * 0.34} ${box.y + box.h * 0.95} Q${cx - box.w * 0.3} ${box.y + box.h * 0.52} ${cx} ${box.y + box.h * 0.5} Q${cx + box.w * 0.3} ${box.y + box.h * 0.52} ${cx + box.w * 0.34} ${box.y + box.h * 0.95} Z"/>`;
    const hair = `<ellipse cx="${cx}" cy="${box.y + box.h * 0.275}" rx="${box.w * 0.115}" ry="${box.h * 0.05}"/>`;
    art = `${hatched('c1', oval, box, 7, random.int(-5, 5), ink, 0.8)}
      <g fill="#efe6cf">${head.replace('/>', ' fill="#efe6cf"/>')}</g>
      <g clip-path="url(#c1)">${hatched('c2', body, box, 3.5, random.int(35, 55), ink, 1.3)}</g>
      ${hatched('c3', head, box, 9, random.int(60, 80), ink, 0.6)}
      ${hatched('c4', hair, box, 3, random.int(10, 30), ink, 1.4)}
      ${oval.replace('/>', ` fill="none" stroke="${ink}" stroke-width="4"/>`)}`;
  } else if (lubok) {
    art = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="#f1e4c4"/>
      ${Array.from({ length: 9 }, () => `<path d="${blob(box.x + random.int(100, box.w - 100), box.y + random.int(100, box.h - 100), random.int(60, 140), random.int(60, 140), random, 9)}" fill="${random.pick(['#c8453a', '#e2b33c', '#4f7a3a', '#3f5f8f'])}" stroke="#1f1a16" stroke-width="4" opacity="0.9"/>`).join('')}`;
  } else {
    const horizon = box.y + box.h * (0.55 + random.next() * 0.1);
    const battle = BATTLE.test(lot.title);
    const scene = battle
      ? `<path d="M${box.x} ${horizon} Q${box.x + box.w * 0.3} ${horizon - box.h * 0.25} ${box.x + box.w * 0.55} ${horizon - 30} T${box.x + box.w} ${horizon - box.h * 0.15} V${box.y + box.h} H${box.x} Z"/>`
      : skyline(box.x + 10, horizon, box.w - 20, box.h * 0.5, ink, random);
    let smoke = '';
    if (battle)
      for (let i = 0; i < 7; i++)
        smoke += `<circle cx="${box.x + random.int(80, box.w - 80)}" cy="${horizon - random.int(40, 220)}" r="${random.int(40, 90)}"/>`;
    art = `${hatched('sky', clipBox, box, 9, random.int(-3, 3), ink, 0.7)}
      ${smoke ? hatched('smoke', smoke, box, 5, 30, ink, 0.7) : ''}
      ${hatched('ground', `<rect x="${box.x}" y="${horizon}" width="${box.w}" height="${box.y + box.h - horizon}"/>`, box, 4.5, random.int(10, 25), ink, 1)}
      ${hatched('scene', scene, box, 3.2, random.int(70, 85), ink, 1.3)}
      <g clip-path="url(#sky)">${figures(box.x + 40, horizon + 60, box.w - 80, battle ? 40 : 8, ink, random)}</g>`;
  }
  const background = svg(
    width,
    height,
    `${paper('g', width, height, random, 30)}
    <rect x="${box.x - 40}" y="${box.y - 40}" width="${box.w + 80}" height="${box.h + 170}" fill="#000" opacity="0.04" stroke="#7d6a55" stroke-width="2"/>
    ${art}
    <rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="none" stroke="${ink}" stroke-width="2"/>
    ${vignette('v', width, height, 0.28)}`,
  );
  const texts: PlacedText[] = [
    {
      text: lot.title,
      font: 'serifItalic',
      size: 30,
      color: ink,
      width: box.w,
      maxHeight: 90,
      x: width / 2,
      y: box.y + box.h + 25,
    },
  ];
  if (lot.author)
    texts.push({
      text: `Грав. ${lot.author}`,
      font: 'serif',
      size: 16,
      color: ink,
      width: 400,
      x: box.x,
      y: box.y + box.h + 8,
      align: 'left',
    });
  return { width, height, background, texts };
}

export function autograph(lot: PictureLot, random: Random): Scene {
  const width = 900;
  const height = 1200;
  let lines = '';
  for (let i = 0; i < random.int(4, 7); i++) {
    lines += `<path d="${scribble(120 + random.int(0, 60), 620 + i * 70, random.int(380, 620), 30, random)}" fill="none" stroke="#1f2a4a" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round"/>`;
  }
  const flourish = `<path d="${signature(random.int(420, 520), 1060, 34, random)}" fill="none" stroke="#1f2a4a" stroke-width="3" stroke-linecap="round"/>`;
  const background = svg(
    width,
    height,
    `${paper('g', width, height, random, 40)}
    ${textLines(120, 200, 660, 260, 24, '#4a4038', random)}
    ${lines}${flourish}${vignette('v', width, height, 0.3)}`,
  );
  return {
    width,
    height,
    background,
    texts: [
      {
        text: lot.title,
        font: 'serifItalic',
        size: 24,
        color: '#4a4038',
        width: 700,
        maxHeight: 90,
        x: width / 2,
        y: 90,
      },
    ],
  };
}

export function poster(lot: PictureLot, random: Random): Scene {
  const width = 820;
  const height = 1160;
  const [base, accent, ink] = random.pick([
    ['#c23b2b', '#1c1c1c', '#f3ead6'],
    ['#f3ead6', '#c23b2b', '#1c1c1c'],
    ['#1c1c1c', '#d8a23a', '#f3ead6'],
    ['#2f5a8a', '#f3ead6', '#f3ead6'],
  ] as const);
  const background = svg(
    width,
    height,
    `${ground(width, height, base)}
    <path d="M0 ${random.int(600, 800)} L${width} ${random.int(300, 500)} L${width} ${random.int(520, 700)} L0 ${random.int(900, 1000)} Z" fill="${accent}" opacity="0.9"/>
    <circle cx="${random.int(200, 620)}" cy="${random.int(250, 420)}" r="${random.int(90, 170)}" fill="${accent}" opacity="0.8"/>
    <rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="${ink}" stroke-width="6"/>
    ${vignette('v', width, height, 0.3)}`,
  );
  const texts: PlacedText[] = [
    {
      text: lot.title.replace(/^(Плакат|Киноплакат|Театральная афиша\.?)\s*/u, ''),
      font: 'condensedBold',
      size: 78,
      color: ink,
      width: width - 140,
      maxHeight: 520,
      x: width / 2,
      y: 760,
      anchor: 'middle',
    },
  ];
  if (lot.author)
    texts.push({
      text: `Худ. ${lot.author}`,
      font: 'sans',
      size: 20,
      color: ink,
      width: 500,
      x: width - 70,
      y: height - 100,
      align: 'right',
    });
  texts.push({
    text: String(yearOf(lot)),
    font: 'sansBold',
    size: 24,
    color: ink,
    width: 200,
    x: 70,
    y: height - 100,
    align: 'left',
  });
  return { width, height, background, texts };
}

export function documentSheet(lot: PictureLot, random: Random): Scene {
  const width = 900;
  const height = 1250;
  const soviet = yearOf(lot) >= 1918;
  let writing = '';
  for (let i = 0; i < random.int(6, 10); i++) {
    writing += `<path d="${scribble(130, 560 + i * 56, random.int(380, 620), 24, random)}" fill="none" stroke="#2a2f4a" stroke-width="2" stroke-linejoin="round"/>`;
  }
  const emblem = soviet
    ? `<path d="M450 150 L470 210 L533 210 L482 248 L502 310 L450 272 L398 310 L418 248 L367 210 L430 210 Z" fill="#b0352b"/>`
    : `<g fill="#8a6a2a"><path d="M390 250 L380 170 L420 210 L450 150 L480 210 L520 170 L510 250 Z"/>
       <rect x="386" y="252" width="128" height="16"/><circle cx="380" cy="166" r="8"/><circle cx="450" cy="144" r="9"/><circle cx="520" cy="166" r="8"/>
       <path d="M444 124 h12 v-14 h10 v-10 h-10 v-14 h-12 v14 h-10 v10 h10 z"/></g>`;
  const background = svg(
    width,
    height,
    `${paper('g', width, height, random, 30)}
    ${frame(50, 50, width - 100, height - 100, soviet ? '#7a3b2b' : '#6a5a2a', random)}
    ${emblem}${writing}
    <g fill="none" stroke="#6a3b8a" stroke-width="3" opacity="0.55"><circle cx="640" cy="1080" r="70"/><circle cx="640" cy="1080" r="50"/></g>
    <path d="${signature(220, 1090, 30, random)}" fill="none" stroke="#2a2f4a" stroke-width="2.6"/>
    ${vignette('v', width, height, 0.3)}`,
  );
  return {
    width,
    height,
    background,
    texts: [
      {
        text: lot.title.toUpperCase(),
        font: 'serifBold',
        size: 34,
        color: INK,
        width: 700,
        maxHeight: 140,
        x: width / 2,
        y: 360,
        letterSpacing: 1,
      },
    ],
  };
}
