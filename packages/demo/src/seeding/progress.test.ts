import { describe, expect, it } from 'vitest';
import { createSeedProgressPrinter } from './progress.ts';

function capture(isTTY: boolean) {
  let text = '';
  return { output: { isTTY, write: (chunk: string) => (text += chunk) }, text: () => text };
}

describe('the seeding progress line', () => {
  it('writes a line per tenth when the output is a log file', () => {
    const { output, text } = capture(false);
    const print = createSeedProgressPrinter(output);
    for (let loaded = 0; loaded <= 230_000; loaded += 500) print({ phase: 'lots', loaded, total: 230_000 });
    print({ phase: 'indexes', index: 'books_title_trgm_idx', built: 6, total: 7 });
    print({ phase: 'done', loaded: 230_000, total: 230_000 });
    const lines = text().trim().split('\n');
    expect(lines.filter((line) => line.includes('lots ('))).toHaveLength(11);
    expect(lines).toContain('Demo archive: 115,000 / 230,000 lots (50%)');
    expect(lines.at(-1)).toMatch(/^Demo archive ready: 230,000 lots in \d+ s$/);
    expect(text()).not.toContain('\r');
  });

  it('says so when it resumes an interrupted load', () => {
    const { output, text } = capture(false);
    const print = createSeedProgressPrinter(output);
    print({ phase: 'lots', loaded: 115_000, total: 230_000 });
    expect(text().split('\n')[0]).toBe('Demo archive: resuming an interrupted load at 115,000 of 230,000 lots');
  });

  it('rewrites one line in a terminal', () => {
    const { output, text } = capture(true);
    const print = createSeedProgressPrinter(output);
    print({ phase: 'lots', loaded: 0, total: 230_000 });
    print({ phase: 'lots', loaded: 230_000, total: 230_000 });
    print({ phase: 'done', loaded: 230_000, total: 230_000 });
    expect(text()).toContain('\r\x1b[2KDemo archive: 230,000 / 230,000 lots (100%)');
    expect(text().split('\n')).toHaveLength(2);
  });
});
