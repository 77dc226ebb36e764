import type { SeedProgress } from './seed.ts';

type Output = { isTTY?: boolean; write(text: string): unknown };

const format = (value: number) => value.toLocaleString('en-US');

/**
 * The terminal's progress line for seeding: rewritten in place on a terminal
 * ('Demo archive: 120,000 / 230,000 lots (52%)'), one line per tenth in a log file.
 */
export function createSeedProgressPrinter(output: Output = process.stdout): (progress: SeedProgress) => void {
  const started = performance.now();
  let lastTenth = -1;
  let lastPaint = 0;
  let open = false;
  const line = (text: string) => {
    if (output.isTTY) {
      output.write(`\r\x1b[2K${text}`);
      open = true;
    } else {
      output.write(`${text}\n`);
    }
  };
  const close = () => {
    if (open) output.write('\n');
    open = false;
  };
  let first = true;
  return (progress) => {
    if (first && progress.phase === 'lots' && progress.loaded > 0 && progress.loaded < progress.total) {
      line(
        `Demo archive: resuming an interrupted load at ${format(progress.loaded)} of ${format(progress.total)} lots`,
      );
      close();
    }
    first = false;
    if (progress.phase === 'lots') {
      const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 100;
      const text = `Demo archive: ${format(progress.loaded)} / ${format(progress.total)} lots (${percent}%)`;
      const tenth = Math.floor(percent / 10);
      const now = performance.now();
      if (output.isTTY ? now - lastPaint > 100 || progress.loaded === progress.total : tenth > lastTenth) {
        line(text);
        lastPaint = now;
        lastTenth = tenth;
      }
    } else if (progress.phase === 'indexes') {
      if (output.isTTY || progress.built === 0) {
        line(
          `Demo archive: building search indexes${output.isTTY ? ` (${progress.built + 1} of ${progress.total})` : ''}…`,
        );
      }
    } else {
      line(
        `Demo archive ready: ${format(progress.loaded)} lots in ${Math.round((performance.now() - started) / 1000)} s`,
      );
      close();
    }
  };
}
