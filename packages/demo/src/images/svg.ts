import type { Random } from '../corpus/random.ts';

/**
 * SVG pieces for the demo pictures: paper, cloth, frames, ornaments, hatching, skylines, maps.
 * No <text> here (fonts come from ./text.ts); every shape is drawn from the lot's own random
 * source, so pictures differ from lot to lot and stay the same for one lot.
 */

export const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const round = (value: number) => Math.round(value * 10) / 10;

/** The flat colour of the paper or cloth; its grain is laid over the whole picture (see compose.ts). */
export function ground(width: number, height: number, color: string): string {
  return `<rect width="${width}" height="${height}" fill="${color}"/>`;
}

/**
 * Grain and uneven tone as a transparent layer: fractal noise, drawn once per size and strength
 * (feTurbulence over a whole picture costs half a second; laying a ready layer costs milliseconds).
 */
export function grainLayer(width: number, height: number, strength: number): string {
  return svg(
    width,
    height,
    `<filter id="g" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="7"/>
      <feColorMatrix type="saturate" values="0"/>
      <feComponentTransfer><feFuncA type="linear" slope="${strength}"/></feComponentTransfer>
    </filter>
    <rect width="${width}" height="${height}" filter="url(#g)"/>`,
  );
}

/** Darker edges and corners, as handled paper and worn cloth have. */
export function vignette(id: string, width: number, height: number, opacity: number): string {
  return `<defs><radialGradient id="${id}" cx="50%" cy="50%" r="75%">
    <stop offset="55%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#2a1a0a" stop-opacity="${opacity}"/>
  </radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/** Foxing: small rusty spots. */
export function foxing(width: number, height: number, count: number, random: Random): string {
  let spots = '';
  for (let i = 0; i < count; i++) {
    const r = 1 + random.next() * 6;
    spots += `<circle cx="${round(random.next() * width)}" cy="${round(random.next() * height)}" r="${round(r)}" fill="#8a5a2b" opacity="${round(0.08 + random.next() * 0.25)}"/>`;
  }
  return spots;
}

/** A double rule frame with small diamonds at the corners (gilt on cloth, black on paper). */
export function frame(x: number, y: number, width: number, height: number, color: string, random: Random): string {
  const gap = 8 + random.int(0, 10);
  const corner = (cx: number, cy: number) =>
    `<path d="M${cx} ${cy - 9} L${cx + 9} ${cy} L${cx} ${cy + 9} L${cx - 9} ${cy} Z" fill="${color}"/>`;
  return `<g fill="none" stroke="${color}">
    <rect x="${x}" y="${y}" width="${width}" height="${height}" stroke-width="3"/>
    <rect x="${x + gap}" y="${y + gap}" width="${width - 2 * gap}" height="${height - 2 * gap}" stroke-width="1.2"/>
  </g>${corner(x, y)}${corner(x + width, y)}${corner(x, y + height)}${corner(x + width, y + height)}`;
}

/** A centred ornament: a rule with a lozenge and dots. */
export function ornament(cx: number, cy: number, width: number, color: string): string {
  const half = width / 2;
  return `<g stroke="${color}" fill="${color}">
    <line x1="${cx - half}" y1="${cy}" x2="${cx - 14}" y2="${cy}" stroke-width="1.5"/>
    <line x1="${cx + 14}" y1="${cy}" x2="${cx + half}" y2="${cy}" stroke-width="1.5"/>
    <path d="M${cx} ${cy - 8} L${cx + 10} ${cy} L${cx} ${cy + 8} L${cx - 10} ${cy} Z"/>
    <circle cx="${cx - half - 6}" cy="${cy}" r="2.5"/><circle cx="${cx + half + 6}" cy="${cy}" r="2.5"/>
  </g>`;
}

/** Lines of type on a page: words as short grey dashes, with indents and paragraph ends. */
export function textLines(
  x: number,
  y: number,
  width: number,
  height: number,
  lineHeight: number,
  color: string,
  random: Random,
): string {
  let d = '';
  const bar = Math.max(2, Math.round(lineHeight * 0.3));
  for (let top = y; top + lineHeight <= y + height; top += lineHeight) {
    if (random.chance(0.05)) continue;
    let left = x + (random.chance(0.12) ? width * 0.06 : 0);
    const end = random.chance(0.1) ? x + width * (0.3 + random.next() * 0.5) : x + width;
    while (left < end - 8) {
      const word = Math.min(end - left, lineHeight * (0.6 + random.next() * 2.6));
      d += `M${round(left)} ${top}h${round(word)}v${bar}h${round(-word)}z`;
      left += word + lineHeight * 0.32;
    }
  }
  return `<path d="${d}" fill="${color}" opacity="0.62"/>`;
}

/**
 * Engraver's hatching over a region: parallel lines at an angle, as one path, clipped to `clip`
 * (an SVG shape's markup). Cheaper to draw than a pattern fill.
 */
export function hatched(
  id: string,
  clip: string,
  box: { x: number; y: number; w: number; h: number },
  spacing: number,
  angle: number,
  color: string,
  strokeWidth = 1,
): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const reach = Math.hypot(box.w, box.h) / 2;
  let d = '';
  for (let offset = -reach; offset <= reach; offset += spacing)
    d += `M${round(cx - reach)} ${round(cy + offset)}H${round(cx + reach)}`;
  return `<defs><clipPath id="${id}">${clip}</clipPath></defs>
  <g clip-path="url(#${id})"><path d="${d}" stroke="${color}" stroke-width="${strokeWidth}" transform="rotate(${angle} ${round(cx)} ${round(cy)})"/></g>`;
}

/** A town skyline: houses, churches with domes, a bell tower, filled with `fill`. */
export function skyline(
  left: number,
  base: number,
  width: number,
  height: number,
  fill: string,
  random: Random,
): string {
  let shapes = '';
  let x = left;
  while (x < left + width - 20) {
    // The last building stops at the edge, so nothing sticks out of a frame.
    const w = Math.min(30 + random.next() * 90, left + width - x);
    const h = height * (0.25 + random.next() * 0.55);
    const kind = random.next();
    shapes += `<rect x="${round(x)}" y="${round(base - h)}" width="${round(w)}" height="${round(h)}" fill="${fill}"/>`;
    if (kind < 0.3) {
      // A church: drum and onion dome with a cross.
      const cx = x + w / 2;
      const drum = Math.min(w * 0.35, 26);
      const top = base - h - drum * 1.2;
      shapes += `<rect x="${round(cx - drum / 2)}" y="${round(top)}" width="${round(drum)}" height="${round(drum * 1.2)}" fill="${fill}"/>`;
      shapes += `<path d="M${round(cx - drum * 0.7)} ${round(top)} Q${round(cx - drum)} ${round(top - drum)} ${round(cx)} ${round(top - drum * 1.6)} Q${round(cx + drum)} ${round(top - drum)} ${round(cx + drum * 0.7)} ${round(top)} Z" fill="${fill}"/>`;
      shapes += `<path d="M${round(cx)} ${round(top - drum * 1.6)} v-22 M${round(cx - 7)} ${round(top - drum * 1.6 - 14)} h14" stroke="${fill}" stroke-width="2.5"/>`;
    } else if (kind < 0.45) {
      // A spire or bell tower.
      shapes += `<path d="M${round(x + w * 0.3)} ${round(base - h)} L${round(x + w / 2)} ${round(base - h - height * 0.45)} L${round(x + w * 0.7)} ${round(base - h)} Z" fill="${fill}"/>`;
    } else if (kind < 0.75) {
      // A pitched roof.
      shapes += `<path d="M${round(x - 4)} ${round(base - h)} L${round(x + w / 2)} ${round(base - h - w * 0.35)} L${round(x + w + 4)} ${round(base - h)} Z" fill="${fill}"/>`;
    }
    x += w + random.next() * 14;
  }
  return shapes;
}

/** A smooth closed blob (a coastline) around a centre. */
export function blob(cx: number, cy: number, rx: number, ry: number, random: Random, points = 18): string {
  const vertices: Array<[number, number]> = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const wobble = 0.65 + random.next() * 0.55;
    vertices.push([cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble]);
  }
  let d = '';
  for (let i = 0; i < points; i++) {
    const [x0, y0] = vertices[i]!;
    const [x1, y1] = vertices[(i + 1) % points]!;
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    d += i === 0 ? `M${round(mx)} ${round(my)} ` : `Q${round(x0)} ${round(y0)} ${round(mx)} ${round(my)} `;
  }
  const [x0, y0] = vertices[0]!;
  const [x1, y1] = vertices[1]!;
  return `${d}Q${round(x0)} ${round(y0)} ${round((x0 + x1) / 2)} ${round((y0 + y1) / 2)} Z`;
}

/** A meandering line (a river, a road, a hand's stroke) from a start in a general direction. */
export function meander(x: number, y: number, steps: number, step: number, direction: number, random: Random): string {
  let d = `M${round(x)} ${round(y)}`;
  let angle = direction;
  for (let i = 0; i < steps; i++) {
    angle += (random.next() - 0.5) * 0.9;
    const nx = x + Math.cos(angle) * step;
    const ny = y + Math.sin(angle) * step;
    d += ` Q${round(x + Math.cos(angle + 0.5) * step * 0.6)} ${round(y + Math.sin(angle + 0.5) * step * 0.6)} ${round(nx)} ${round(ny)}`;
    x = nx;
    y = ny;
  }
  return d;
}

/** Handwriting: a connected cursive line with loops, ascenders and descenders, and word gaps. */
export function scribble(x: number, y: number, width: number, size: number, random: Random): string {
  let d = '';
  let cx = x;
  let phase = random.next() * Math.PI;
  let pen = false;
  while (cx < x + width) {
    const tall = random.chance(0.08) ? 2.2 : random.chance(0.06) ? -1.6 : 1;
    phase += 0.9 + random.next() * 0.9;
    const height = size * 0.45 * tall * (0.8 + random.next() * 0.4);
    const py = y - Math.abs(Math.sin(phase)) * height + (tall < 0 ? size * 0.7 : 0);
    // Slanted to the right, as most hands write.
    const px = cx + (y - py) * 0.25;
    d += `${pen ? 'L' : 'M'}${round(px)} ${round(py)}`;
    pen = true;
    cx += size * (0.16 + random.next() * 0.12);
    if (random.chance(0.045)) {
      cx += size * 0.7;
      pen = false;
    }
  }
  return d;
}

/** A signature: a few fast loops and a long underline stroke. */
export function signature(x: number, y: number, size: number, random: Random): string {
  let d = `M${x} ${y}`;
  let cx = x;
  for (let i = 0; i < random.int(3, 6); i++) {
    const w = size * (0.5 + random.next());
    d += ` c${round(w * 0.3)} ${round(-size * (0.8 + random.next()))} ${round(w * 0.9)} ${round(-size * 0.4)} ${round(w)} 0`;
    cx += w;
  }
  d += ` c${round(size)} ${round(size * 0.5)} ${round(-(cx - x) * 0.6)} ${round(size * 0.6)} ${round(-(cx - x) * 0.9)} ${round(size * 0.3)}`;
  return d;
}
