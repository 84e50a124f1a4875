// Share cards are drawn in batches of a bounded size, one batch after the other and one ahead of
// the card the write stage takes: however many cards a site has (2,000 categories, 2,000 cards),
// at most two batches' PNGs are held and one batch is being drawn.

/**
 * `take(i)` gives item i, drawn with the rest of its batch by `drawBatch(from, to)`. Items are taken
 * in order; one never taken (a card the output already holds) is skipped, and so is its batch
 * once a later batch is taken.
 */
export function inBatches<T>(
  count: number,
  size: number,
  drawBatch: (from: number, to: number) => Promise<T[]>,
): (i: number) => Promise<T> {
  const batches = new Map<number, Promise<T[]>>();
  let last: Promise<unknown> = Promise.resolve();
  const start = (b: number) => {
    if (b * size >= count || batches.has(b)) return;
    // After the batch before it, whatever became of that one: one batch is drawn at a time.
    const drawn = last.catch(() => {}).then(() => drawBatch(b * size, Math.min(count, (b + 1) * size)));
    drawn.catch(() => {}); // reported when one of its items is taken
    batches.set(b, (last = drawn));
  };
  start(0); // now: the first batch is drawn while the pages render
  return async (i) => {
    const b = Math.floor(i / size);
    for (const k of batches.keys()) if (k < b) batches.delete(k); // taken or skipped: let go of it
    start(b);
    start(b + 1);
    return (await batches.get(b)!)[i - b * size]!;
  };
}
