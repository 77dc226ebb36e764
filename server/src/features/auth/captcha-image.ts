import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH, type Point } from './captcha-glyphs.ts';

/** Characters that are hard to confuse: no 0/O, 1/I/L or Q. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPRSTUVWXYZ';

const WIDTH = 200;
const HEIGHT = 70;
const MARGIN = 12;

export function randomCaptchaText(length = 5): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

// Visual jitter only; the secret text itself comes from node:crypto.
const rand = (min: number, max: number): number => min + Math.random() * (max - min);
const fmt = (x: number): string => x.toFixed(1);

function darkColour(lightness: [number, number] = [15, 32]): string {
  return `hsl(${Math.round(rand(0, 360))},${Math.round(rand(45, 75))}%,${Math.round(rand(...lightness))}%)`;
}

/**
 * SVG path data for a polyline. Shallow corners (turning less than 60°, the chamfers of round letters)
 * become quadratic curves; sharp ones stay sharp so Z, 2, W and E keep their shape.
 * Points are built in grid units and mapped by `place`, an affine map, which keeps curves exact.
 */
function strokePath(line: Point[], place: (p: Point) => string): string {
  const [first, ...rest] = line;
  if (!first) return '';
  let d = `M${place(first)}`;
  for (let i = 1; i < line.length - 1; i++) {
    const [prev, here, next] = [line[i - 1], line[i], line[i + 1]] as [Point, Point, Point];
    const [ax, ay, bx, by] = [here[0] - prev[0], here[1] - prev[1], next[0] - here[0], next[1] - here[1]];
    const [lenA, lenB] = [Math.hypot(ax, ay), Math.hypot(bx, by)];
    if ((ax * bx + ay * by) / (lenA * lenB) < 0.5) {
      d += `L${place(here)}`;
      continue;
    }
    const [cutA, cutB] = [Math.min(1, lenA / 2) / lenA, Math.min(1, lenB / 2) / lenB];
    d += `L${place([here[0] - ax * cutA, here[1] - ay * cutA])}`;
    d += `Q${place(here)} ${place([here[0] + bx * cutB, here[1] + by * cutB])}`;
  }
  return rest.length ? `${d}L${place(line[line.length - 1] as Point)}` : d;
}

function glyphPaths(char: string, centreX: number, unit: number): string {
  const glyph = GLYPHS.get(char);
  if (!glyph) throw new Error(`No captcha glyph for ${JSON.stringify(char)}`);
  const angle = (rand(-20, 20) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const scaleX = unit * rand(0.85, 1.05);
  const scaleY = unit * rand(0.9, 1.1);
  const cx = centreX + rand(-2, 2);
  const cy = HEIGHT / 2 + rand(-5, 5);
  const place = ([x, y]: Point): string => {
    const lx = (x - GLYPH_WIDTH / 2) * scaleX;
    const ly = (y - GLYPH_HEIGHT / 2) * scaleY;
    return `${fmt(cx + lx * cos - ly * sin)} ${fmt(cy + lx * sin + ly * cos)}`;
  };
  // Small per-point wobble so no two renders of a glyph share exact geometry.
  const wobble = ([x, y]: Point): Point => [x + rand(-0.12, 0.12), y + rand(-0.12, 0.12)];
  const d = glyph.map((line) => strokePath(line.map(wobble), place)).join('');
  return `<path d="${d}" stroke="${darkColour()}" stroke-width="${fmt(rand(3, 4))}"/>`;
}

function noiseLine(): string {
  const y = () => fmt(rand(8, HEIGHT - 8));
  const d = `M${fmt(rand(0, 20))} ${y()}C${fmt(rand(40, 90))} ${y()} ${fmt(rand(110, 160))} ${y()} ${fmt(rand(180, WIDTH))} ${y()}`;
  return `<path d="${d}" stroke="${darkColour([20, 40])}" stroke-width="${fmt(rand(1.1, 1.8))}" opacity="${fmt(rand(0.7, 0.9))}"/>`;
}

function noiseDot(): string {
  return `<circle cx="${fmt(rand(0, WIDTH))}" cy="${fmt(rand(0, HEIGHT))}" r="${fmt(rand(0.8, 2))}" fill="${darkColour([25, 60])}"/>`;
}

function repeat(count: number, draw: () => string): string {
  return Array.from({ length: count }, draw).join('');
}

/** Renders `text` (characters from CAPTCHA_ALPHABET) as a noisy 200×70 PNG. */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const cell = (WIDTH - 2 * MARGIN) / Math.max(text.length, 1);
  // Glyphs are 4 units wide: keep them inside their cell and under the image height.
  const unit = Math.min(rand(6, 7), cell / 5, (HEIGHT - 16) / GLYPH_HEIGHT);
  const warm = () => `hsl(${Math.round(rand(30, 50))},${Math.round(rand(55, 80))}%,${Math.round(rand(89, 95))}%)`;
  const glyphs = [...text].map((char, i) => glyphPaths(char, MARGIN + cell * (i + 0.5), unit)).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="bg" x2="1" y2="${fmt(rand(0, 1))}"><stop stop-color="${warm()}"/><stop offset="1" stop-color="${warm()}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>` +
    repeat(randomInt(25, 40), noiseDot) +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${glyphs}${repeat(randomInt(2, 4), noiseLine)}</g>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
