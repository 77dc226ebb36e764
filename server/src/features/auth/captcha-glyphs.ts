/**
 * A tiny stroke font for the captcha, so rendering never depends on an installed system font.
 * Each glyph is a set of polylines on a 4×6 grid (x 0..4 left to right, y 0..6 top to bottom),
 * written as "x,y x,y …" with "|" between polylines; strings keep the table compact under prettier.
 */
export type Point = readonly [x: number, y: number];
export type Glyph = readonly (readonly Point[])[];

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;

const SOURCE: Record<string, string> = {
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3 | 3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '1.2,0 0,4 4,4 | 3,1.6 3,6', // open top, so a tilted 4 never reads as A
  '5': '4,0 0,0 0,2.8 3,2.8 4,3.8 4,5 3,6 1,6 0,5.2',
  '6': '3.5,0 2,0 0,2.5 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4',
  '7': '0,0 4,0 1.5,6',
  '8': '2,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0 2,0 | 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '0.5,6 2,6 4,3.5 4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,2',
  A: '0,6 2,0 4,6 | 0.7,4 3.3,4',
  B: '0,3 3,3 4,4 4,5 3,6 0,6 0,0 2.8,0 3.8,1 3.8,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6 | 0,3 3,3',
  F: '4,0 0,0 0,6 | 0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5',
  H: '0,0 0,6 | 4,0 4,6 | 0,3 4,3',
  J: '1.5,0 4,0 | 4,0 4,5 3,6 1,6 0,4.8', // the top bar keeps J from reading as U
  K: '0,0 0,6 | 4,0 0,3.5 | 1.3,2.7 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3 | 2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0 | 2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6 | 4,0 0,6',
  Y: '0,0 2,3 4,0 | 2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
};

export const GLYPHS: ReadonlyMap<string, Glyph> = new Map(
  Object.entries(SOURCE).map(([char, source]) => [
    char,
    source.split('|').map((line) =>
      line
        .trim()
        .split(/\s+/)
        .map((pair): Point => {
          const [x = NaN, y = NaN] = pair.split(',').map(Number);
          return [x, y];
        }),
    ),
  ]),
);
