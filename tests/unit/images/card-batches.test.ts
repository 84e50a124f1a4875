// Share cards are drawn in bounded batches (issue #34, item 11: 2,000 categories drew 2,000 cards at
// once, 7 GB): one batch drawn at a time, at most two held, whatever the number of cards.
import { describe, expect, it } from 'vitest';
import { inBatches } from '../../../src/site/images/card-batches.ts';

/** A stand-in for the card worker: items are their index; counts what is drawn and in flight. */
function fakeWorker(failing?: number) {
  const stats = { batches: [] as number[], inFlight: 0, maxInFlight: 0, drawn: 0 };
  const drawBatch = async (from: number, to: number) => {
    stats.batches.push(from);
    stats.maxInFlight = Math.max(stats.maxInFlight, ++stats.inFlight);
    await new Promise((r) => setTimeout(r, 2));
    stats.inFlight--;
    if (from === failing) throw new Error('the share-card worker stopped');
    stats.drawn += to - from;
    return Array.from({ length: to - from }, (_, i) => from + i);
  };
  return { stats, drawBatch };
}

describe('share cards in batches', () => {
  it('draws one batch at a time and never holds more than two batches of cards, however many', async () => {
    const { stats, drawBatch } = fakeWorker();
    const take = inBatches(2_000, 100, drawBatch);
    await new Promise((r) => setTimeout(r, 5));
    expect(stats.batches).toEqual([0]); // the first batch is drawn before any card is taken
    let maxHeld = 0;
    for (let i = 0; i < 2_000; i++) {
      expect(await take(i)).toBe(i);
      maxHeld = Math.max(maxHeld, stats.drawn - (i + 1));
      if (i % 37 === 0) await new Promise((r) => setTimeout(r, 1)); // the write stage takes its time
    }
    expect(stats.maxInFlight).toBe(1);
    expect(maxHeld).toBeLessThanOrEqual(200);
    expect(stats.batches).toEqual(Array.from({ length: 20 }, (_, b) => b * 100)); // each drawn once
  });

  it('skips the batches of cards the write stage never takes (the output holds them already)', async () => {
    const { stats, drawBatch } = fakeWorker();
    const take = inBatches(1_000, 100, drawBatch);
    for (const i of [0, 50, 99, 520, 530, 999]) expect(await take(i)).toBe(i);
    expect(stats.batches).toEqual([0, 100, 500, 600, 900]); // 100: drawn ahead; 200–400 and 700–800 never
  });

  it('fails the cards of a batch that failed, and draws the next batches still', async () => {
    const { drawBatch } = fakeWorker(100);
    const take = inBatches(300, 100, drawBatch);
    expect(await take(99)).toBe(99);
    await expect(take(100)).rejects.toThrow('share-card worker stopped');
    expect(await take(200)).toBe(200);
  });
});
