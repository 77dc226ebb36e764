import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { CAPTCHA_ALPHABET, randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './captcha-glyphs.ts';

describe('captcha image', () => {
  it('renders a 200×70 PNG', async () => {
    const metadata = await sharp(await renderCaptchaPng('AB3KZ')).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 200, height: 70 });
  });

  it('renders the same text differently each time', async () => {
    const [a, b] = await Promise.all([renderCaptchaPng('7MWXE'), renderCaptchaPng('7MWXE')]);
    expect(a.equals(b)).toBe(false);
  });

  it('has an in-grid glyph for every alphabet character', () => {
    for (const char of CAPTCHA_ALPHABET) {
      const glyph = GLYPHS.get(char);
      expect(glyph, char).toBeDefined();
      for (const line of glyph ?? []) {
        expect(line.length, char).toBeGreaterThanOrEqual(2);
        for (const [x, y] of line) {
          expect(x >= 0 && x <= GLYPH_WIDTH && y >= 0 && y <= GLYPH_HEIGHT, `${char} ${x},${y}`).toBe(true);
        }
      }
    }
  });

  it('rejects characters outside the alphabet', async () => {
    await expect(renderCaptchaPng('AB0KZ')).rejects.toThrow(/glyph/);
  });

  it('makes random text of the given length from the alphabet', () => {
    expect(randomCaptchaText()).toMatch(/^[23456789ABCDEFGHJKMNPRSTUVWXYZ]{5}$/);
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText(8);
      expect(text).toHaveLength(8);
      for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char);
    }
  });
});
