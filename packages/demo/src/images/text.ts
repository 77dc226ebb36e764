import { createRequire } from 'node:module';
import sharp from 'sharp';

/**
 * Text for the demo pictures, drawn by sharp (Pango) from the DejaVu fonts shipped as an npm
 * package: Cyrillic and the pre-reform letters render the same on every machine, with or without
 * system fonts (SVG <text> would depend on fontconfig finding one).
 */
const require = createRequire(import.meta.url);
const fontFile = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

export const FONTS = {
  serif: { file: fontFile('DejaVuSerif.ttf'), family: 'DejaVu Serif' },
  serifBold: { file: fontFile('DejaVuSerif-Bold.ttf'), family: 'DejaVu Serif Bold' },
  serifItalic: { file: fontFile('DejaVuSerif-Italic.ttf'), family: 'DejaVu Serif Italic' },
  sans: { file: fontFile('DejaVuSans.ttf'), family: 'DejaVu Sans' },
  sansBold: { file: fontFile('DejaVuSans-Bold.ttf'), family: 'DejaVu Sans Bold' },
  condensedBold: { file: fontFile('DejaVuSansCondensed-Bold.ttf'), family: 'DejaVu Sans Condensed Bold' },
} as const;

export type FontName = keyof typeof FONTS;

export type TextBlock = {
  text: string;
  font: FontName;
  /** Pixels. */
  size: number;
  color: string;
  /** Wrapping width in pixels. */
  width: number;
  /** Lines taller than this shrink the font until they fit. */
  maxHeight?: number;
  align?: 'left' | 'centre' | 'right';
  letterSpacing?: number;
};

export type RenderedText = { input: Buffer; width: number; height: number };

const escapeMarkup = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function renderOnce(block: TextBlock, size: number): Promise<RenderedText> {
  const font = FONTS[block.font];
  const spacing = block.letterSpacing ? ` letter_spacing="${Math.round(block.letterSpacing * 1024)}"` : '';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${block.color}"${spacing}>${escapeMarkup(block.text)}</span>`,
      font: `${font.family} ${Math.max(6, Math.round(size))}`,
      fontfile: font.file,
      width: block.width,
      align: block.align ?? 'centre',
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** Renders a block of text; shrinks it (twice at most) when it would be taller than allowed. */
export async function renderText(block: TextBlock): Promise<RenderedText> {
  let rendered = await renderOnce(block, block.size);
  for (let attempt = 0; block.maxHeight && rendered.height > block.maxHeight && attempt < 2; attempt++) {
    const scale = Math.sqrt(block.maxHeight / rendered.height) * 0.95;
    rendered = await renderOnce(block, block.size * scale * (attempt === 0 ? 1 : 0.85));
  }
  return rendered;
}
