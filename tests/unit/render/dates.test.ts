// Post dates are worked out without Intl (shared/dates.ts, for start-up time): they must read
// exactly as Intl's en-IN long date in India's time zone would have them.
import { describe, expect, it } from 'vitest';
import { formatPostDate, intlPostDate } from '../../../src/site/shared/dates.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('post dates', () => {
  it('read as Intl has them on every day from 1946 to 2100, on both sides of midnight in India', () => {
    const differ: string[] = [];
    // 18:29:59.999Z is 23:59:59.999 in India and 18:30Z the next day's midnight.
    const times = [0, 18 * 3600e3 + 29 * 60e3 + 59_999, 18 * 3600e3 + 30 * 60e3, DAY - 1];
    for (let day = Date.UTC(1946, 0, 1); day < Date.UTC(2101, 0, 1); day += DAY) {
      for (const t of times) {
        const iso = new Date(day + t).toISOString();
        if (formatPostDate(iso) !== intlPostDate(new Date(iso))) differ.push(iso);
      }
    }
    expect(differ).toEqual([]);
  });

  it('read as Intl has them far ahead, before 1946 (other offsets in India then) and on the edges', () => {
    const samples = [
      '1945-06-01T18:00:00Z',
      '1942-01-01T00:00:00Z',
      '1900-03-01',
      '0099-12-31T20:00:00Z',
      '-000050-01-01T00:00:00Z',
      '1945-12-31T18:29:59.999Z',
      '1945-12-31T18:30:00Z',
      '9999-12-31T18:29:59.999Z',
      '9999-12-31T18:30:00Z',
      '+010000-01-01T00:00:00Z',
    ];
    for (let day = Date.UTC(2101, 0, 1); day < Date.UTC(9999, 0, 1); day += 97 * DAY + 3_600_000)
      samples.push(new Date(day).toISOString());
    for (const iso of samples) expect(formatPostDate(iso), iso).toBe(intlPostDate(new Date(iso)));
  });

  it('reads the dates front matter gives: a day, a time with an offset; and says when there is none', () => {
    expect(formatPostDate('2025-01-21')).toBe('21 January 2025');
    // 23:00 in New York on 20 January is 09:30 on the 21st in India.
    expect(formatPostDate('2025-01-20T23:00:00-05:00')).toBe('21 January 2025');
    expect(formatPostDate('2024-02-29T18:29:00Z')).toBe('29 February 2024');
    expect(formatPostDate('2024-02-29T18:30:00Z')).toBe('1 March 2024');
    expect(formatPostDate('not a date')).toBe('Invalid Date');
  });
});
