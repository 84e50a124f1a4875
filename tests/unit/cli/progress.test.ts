// Progress while a build renders: a line rewritten in place on a terminal, nothing anywhere else.
import { expect, it } from 'vitest';
import { progressLine } from '../../../src/cli/commands/build.ts';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, write: (s: string) => (written.push(s), true), written };
}

it('on a terminal: pages rendered of all, at most ten times a second, the last always, then cleared', () => {
  const s = stream(true);
  let t = 0;
  const { onProgress, clear } = progressLine(s, () => t);
  for (let done = 1; done <= 3000; done++) {
    t += 0.4; // 3,000 pages in 1.2 s
    onProgress(done, 3000);
  }
  clear();
  expect(s.written.length).toBeGreaterThan(10);
  expect(s.written.length).toBeLessThan(16);
  expect(s.written[0]).toBe('\r  rendering and writing 1/3000 files');
  expect(s.written.at(-2)).toBe('\r  rendering and writing 3000/3000 files');
  expect(s.written.at(-1)).toBe('\r\x1b[K');
});

it('not on a terminal (a log, a pipe, CI): nothing at all', () => {
  const s = stream(false);
  const { onProgress, clear } = progressLine(s);
  for (let done = 1; done <= 100; done++) onProgress(done, 100);
  clear();
  expect(s.written).toEqual([]);
});
