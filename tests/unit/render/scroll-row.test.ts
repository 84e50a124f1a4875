// Which lists phones swipe (issue 37): two rows a page at most, decided from the blocks' content,
// never cards with a list in each (too tall to read sideways) nor case studies.
import { describe, expect, it } from 'vitest';
import { cardsBlockSchema, tagsBlockSchema, type Block } from '../../../src/site/model/schemas/index.ts';
import { scrollRow, swipeRows } from '../../../src/site/components/blocks/scroll-row.ts';

const card = (title: string, features?: string[]) => ({
  title,
  description: 'A sentence.',
  ...(features ? { features } : {}),
});
const cards = (extra: Record<string, unknown> = {}, withFeatures = false): Block =>
  cardsBlockSchema.parse({
    type: 'cards',
    heading: 'Cards',
    items: [card('One', withFeatures ? ['a'] : undefined), card('Two')],
    ...extra,
  }) as Block;
const strip = (): Block =>
  tagsBlockSchema.parse({ type: 'tags', heading: 'Tags', layout: 'strip', items: ['a', 'b'] }) as Block;

describe('swipeRows', () => {
  it('lets the first two lists that can swipe do so, and stacks the rest', () => {
    expect(swipeRows([cards(), cards(), strip(), cards()])).toEqual([true, true, false, false]);
  });

  it('never swipes cards with a list in one of them, compact or stacked cards: the next ones take their place', () => {
    const blocks = [cards({}, true), cards({ layout: 'compact' }), cards({ onPhones: 'stack' }), cards(), strip()];
    expect(swipeRows(blocks)).toEqual([false, false, false, true, true]);
  });

  it('a list that does not swipe stacks, with no tab stop of its own', () => {
    expect(scrollRow('card-grid', 'Cards', false, false)).toEqual({ className: 'card-grid phone-stack' });
    expect(scrollRow('card-grid', 'Cards', false, true)).toEqual({
      className: 'card-grid scroller',
      tabIndex: 0,
      'aria-label': 'Cards',
    });
  });
});
