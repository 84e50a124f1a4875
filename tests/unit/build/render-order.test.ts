// The order pages render in on the main thread (src/site/pool/render-order.ts): every page once,
// the heavy ones (listings) spread evenly through the light ones (posts).
import { expect, it } from 'vitest';
import { spread } from '../../../src/site/pool/render-order.ts';

it('keeps every page once, each group in its own order, heavy pages spread evenly among light ones', () => {
  // Route order: 30 listing pages (heavy) first, then 90 posts.
  const indexes = Array.from({ length: 120 }, (_, i) => i);
  const heavy = (i: number) => i < 30;
  const order = spread(indexes, heavy);
  expect([...order].sort((a, b) => a - b)).toEqual(indexes);
  expect(order.filter(heavy)).toEqual(indexes.filter(heavy));
  expect(order.filter((i) => !heavy(i))).toEqual(indexes.filter((i) => !heavy(i)));
  // One listing after every three posts: in each run of eight pages, two listings.
  for (let start = 0; start + 8 <= order.length; start += 8) expect(order.slice(start, start + 8).filter(heavy)).toHaveLength(2);
});

it('leaves an order of one kind as it is', () => {
  expect(spread([3, 1, 2], () => true)).toEqual([3, 1, 2]);
  expect(spread([3, 1, 2], () => false)).toEqual([3, 1, 2]);
  expect(spread([], () => false)).toEqual([]);
});
