import type { Random } from '../corpus/random.ts';
import type { PictureLot, PlacedText, Scene } from './compose.ts';
import { foxing, ground, scribble, skyline, svg, vignette } from './svg.ts';

/** Postcards (both sides) and mounted photographs. */

const INK = '#2a2119';
const PAPER = ['#efe6cf', '#eadcbc', '#f1e9d6', '#e6d7b5'];
const yearOf = (lot: PictureLot) => lot.year ?? 1900;

function paper(width: number, height: number, random: Random, spots = 40): string {
  return `${ground(width, height, random.pick(PAPER))}${foxing(width, height, random.int(0, spots), random)}`;
}

export function postcardFront(lot: PictureLot, random: Random): Scene {
  const width = 1400;
  const height = 900;
  const greeting = /!$/.test(lot.title);
  const painted = /^Художественная открытка/.test(lot.title);
  const old = yearOf(lot) < 1918;
  const sky = random.pick(old ? ['#c9b99a', '#d7c7a8', '#b9c4c8'] : ['#9cc3e0', '#f1c27d', '#b7d3e9', '#e9a98b']);
  const body = greeting
    ? `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="${random.pick(['#7a1f1a', '#1f3b5a', '#2f5a3a', '#e9d8b8'])}"/>
       ${Array.from({ length: 14 }, () => `<circle cx="${random.int(60, width - 60)}" cy="${random.int(60, height - 60)}" r="${random.int(18, 60)}" fill="${random.pick(['#f2d16b', '#f6f1e6', '#d94f4f', '#8fc17a'])}" opacity="0.75"/>`).join('')}`
    : painted
      ? `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${random.pick(['#e9c9a0', '#cfe0e8', '#f2d9b0'])}"/><stop offset="1" stop-color="#f6efdc"/></linearGradient></defs>
       <rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="url(#sky)"/>
       <path d="M40 ${random.int(520, 600)} Q${random.int(300, 500)} ${random.int(380, 460)} ${random.int(700, 800)} ${random.int(520, 580)} T${width - 40} ${random.int(480, 560)} V${height - 40} H40 Z" fill="${random.pick(['#9bb07a', '#b7a66a', '#8fa88a'])}"/>
       <path d="M40 ${random.int(640, 700)} Q${random.int(500, 700)} ${random.int(560, 620)} ${width - 40} ${random.int(650, 720)} V${height - 40} H40 Z" fill="${random.pick(['#6f8a4f', '#85754a', '#5f7a5a'])}"/>
       ${Array.from({ length: random.int(3, 7) }, () => {
         const x = random.int(120, width - 120);
         const y = random.int(560, 700);
         return `<rect x="${x - 6}" y="${y - 60}" width="12" height="60" fill="#4a3a28"/><circle cx="${x}" cy="${y - 90}" r="${random.int(35, 55)}" fill="${random.pick(['#4f6b3a', '#6b7f3a', '#3f5a3f'])}"/>`;
       }).join('')}
       <ellipse cx="${random.int(400, 1000)}" cy="${random.int(700, 760)}" rx="26" ry="34" fill="#8a3a2a"/>`
      : `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f3ead6"/></linearGradient></defs>
       <rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="url(#sky)"/>
       <circle cx="${random.int(200, 1200)}" cy="${random.int(120, 260)}" r="${random.int(30, 60)}" fill="#fff6d8" opacity="0.8"/>
       <rect x="40" y="${height - 260}" width="${width - 80}" height="220" fill="${random.pick(['#6f8a9c', '#7d8f6a', '#8c7a62'])}" opacity="0.7"/>
       <defs><clipPath id="pic"><rect x="40" y="40" width="${width - 80}" height="${height - 80}"/></clipPath></defs>
       <g opacity="0.92" clip-path="url(#pic)">${skyline(60, height - 250, width - 120, 380, random.pick(['#3b3a45', '#4a3b30', '#2f3b34']), random)}</g>`;
  const background = svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#f4efe3"/>${body}
    <rect x="40" y="${height - 130}" width="${width - 80}" height="90" fill="#000" opacity="${greeting ? 0 : 0.35}"/>
    ${foxing(width, height, random.int(0, 25), random)}${vignette('v', width, height, old ? 0.35 : 0.15)}`,
  );
  const texts: PlacedText[] = greeting
    ? [
        {
          text: lot.title,
          font: 'serifItalic',
          size: 96,
          color: '#f8f0dc',
          width: width - 200,
          maxHeight: 400,
          x: width / 2,
          y: height / 2,
          anchor: 'middle',
        },
      ]
    : [
        {
          text: lot.title,
          font: old ? 'serif' : 'sansBold',
          size: 34,
          color: '#fbf6ea',
          width: width - 160,
          maxHeight: 80,
          x: 80,
          y: height - 85,
          anchor: 'middle',
          align: 'left',
        },
      ];
  if (lot.publisher)
    texts.push({
      text: lot.publisher,
      font: 'sans',
      size: 14,
      color: greeting ? '#f8f0dc' : '#2a2119',
      width: 600,
      x: width - 60,
      y: 12,
      align: 'right',
    });
  return { width, height, background, texts };
}

export function postcardBack(lot: PictureLot, random: Random): Scene {
  const width = 1400;
  const height = 900;
  const old = yearOf(lot) < 1918;
  let address = '';
  for (let i = 0; i < 4; i++)
    address += `<line x1="760" y1="${480 + i * 90}" x2="1320" y2="${480 + i * 90}" stroke="${INK}" stroke-width="1.5"/>`;
  const written = random.chance(0.5);
  let writing = '';
  if (written) {
    for (let i = 0; i < 8; i++)
      writing += `<path d="${scribble(80, 240 + i * 70, random.int(420, 560), 28, random)}" fill="none" stroke="#27324f" stroke-width="2.2" stroke-linejoin="round"/>`;
    writing += `<g fill="none" stroke="#6a3b6a" stroke-width="3" opacity="0.6"><circle cx="1190" cy="190" r="80"/><circle cx="1190" cy="190" r="56"/></g>`;
  }
  const background = svg(
    width,
    height,
    `${paper(width, height, random, 30)}
    <line x1="700" y1="200" x2="700" y2="820" stroke="${INK}" stroke-width="2"/>
    <rect x="1180" y="60" width="150" height="180" fill="none" stroke="${INK}" stroke-width="1.5" stroke-dasharray="6 5"/>
    ${address}${writing}${vignette('v', width, height, 0.25)}`,
  );
  return {
    width,
    height,
    background,
    texts: [
      {
        text: old ? 'ОТКРЫТОЕ ПИСЬМО' : 'ПОЧТОВАЯ КАРТОЧКА',
        font: 'serifBold',
        size: 46,
        color: INK,
        width: 1000,
        x: 650,
        y: 70,
        letterSpacing: 4,
      },
      {
        text: old ? 'Carte postale' : 'Куда ……… Кому ………',
        font: 'serifItalic',
        size: 22,
        color: INK,
        width: 600,
        x: 1040,
        y: 420,
      },
    ],
  };
}

export function photograph(lot: PictureLot, random: Random): Scene {
  const width = 800;
  const height = 1100;
  const mount = random.pick(['#e9dfc7', '#2c3a2f', '#1f1b18', '#d8c8a8']);
  const darkMount = /^#[123]/.test(mount);
  const tone = random.pick(['#b08a5a', '#9c8a6e', '#a7987c', '#8c7a66']);
  const photo = { x: 90, y: 90, w: 620, h: 820 };
  const group = /групповой/i.test(lot.title);
  const view = /^вид/i.test(lot.title);
  let people = '';
  const person = (cx: number, cy: number, scale: number) =>
    `<path d="M${cx - 120 * scale} ${cy + 420 * scale} Q${cx - 125 * scale} ${cy + 110 * scale} ${cx} ${cy + 95 * scale} Q${cx + 125 * scale} ${cy + 110 * scale} ${cx + 120 * scale} ${cy + 420 * scale} Z" fill="#3a2b1e" opacity="0.9"/>
     <rect x="${cx - 16 * scale}" y="${cy + 40 * scale}" width="${32 * scale}" height="${60 * scale}" fill="#c9ab82"/>
     <ellipse cx="${cx}" cy="${cy}" rx="${40 * scale}" ry="${52 * scale}" fill="#d8bf98"/>
     <path d="M${cx - 42 * scale} ${cy - 5 * scale} Q${cx} ${cy - 80 * scale} ${cx + 42 * scale} ${cy - 5 * scale} Q${cx} ${cy - 40 * scale} ${cx - 42 * scale} ${cy - 5 * scale} Z" fill="#3b2a1c"/>
     <path d="M${cx - 12 * scale} ${cy + 110 * scale} L${cx} ${cy + 170 * scale} L${cx + 12 * scale} ${cy + 110 * scale} Z" fill="#efe3cc" opacity="0.8"/>`;
  if (view)
    people = `<g opacity="0.8">${skyline(photo.x + 10, photo.y + photo.h * 0.7, photo.w - 20, 420, '#3b2c1f', random)}</g>`;
  else if (group)
    for (let i = 0; i < random.int(4, 8); i++)
      people += person(photo.x + 70 + i * 80 + random.int(-10, 10), photo.y + 330 + (i % 2) * 70, 0.45);
  else people = person(photo.x + photo.w / 2 + random.int(-40, 40), photo.y + 280, 1);
  const background = svg(
    width,
    height,
    `${ground(width, height, mount)}
    <defs><radialGradient id="sepia" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#efe0c2"/><stop offset="1" stop-color="${tone}"/></radialGradient></defs>
    <rect x="${photo.x}" y="${photo.y}" width="${photo.w}" height="${photo.h}" fill="url(#sepia)"/>
    <rect x="${photo.x + photo.w * random.next() * 0.5}" y="${photo.y}" width="${photo.w * 0.35}" height="${photo.h}" fill="#5a4632" opacity="0.18"/>
    <rect x="${photo.x}" y="${photo.y + photo.h * 0.82}" width="${photo.w}" height="${photo.h * 0.18}" fill="#5a4632" opacity="0.25"/>
    ${people}
    <rect x="${photo.x}" y="${photo.y}" width="${photo.w}" height="${photo.h}" fill="none" stroke="${darkMount ? '#c9a548' : '#8a7a5a'}" stroke-width="2"/>
    ${foxing(width, height, random.int(0, 20), random)}${vignette('v', width, height, 0.4)}`,
  );
  return {
    width,
    height,
    background,
    grain: 0.15,
    texts: [
      {
        text: lot.publisher ?? lot.title,
        font: 'serifItalic',
        size: 26,
        color: darkMount ? '#c9a548' : '#4a3b2a',
        width: 620,
        maxHeight: 120,
        x: width / 2,
        y: 950,
      },
    ],
  };
}
