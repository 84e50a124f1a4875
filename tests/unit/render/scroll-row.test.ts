// Which lists phones swipe (issue 37): two rows a page at most, decided from the blocks' content,
// never cards with a list in each (too tall to read sideways) nor case studies; and only a row that
// swipes has the dots that say so under it, or counts toward the two (issue 51).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardsBlockSchema, tagsBlockSchema, type Block } from '../../../src/site/model/schemas/index.ts';
import { Blocks } from '../../../src/site/components/blocks/Blocks.tsx';
import { RenderContext } from '../../../src/site/components/context.ts';
import { scrollRow, swipeRows } from '../../../src/site/components/blocks/scroll-row.ts';
import { loadSite } from '../../helpers/render.ts';
import { minimalSite } from '../../helpers/sites.ts';

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

  it('never swipes a list or table layout, nor a single card, and none of them uses up a row', () => {
    const blocks = [cards({ layout: 'list' }), cards({ layout: 'table' }), cards({ layout: 'tilt' }), cards(), cards()];
    expect(swipeRows(blocks)).toEqual([false, false, true, true, false]);
    const one = cardsBlockSchema.parse({ type: 'cards', heading: 'One', items: [card('Only')] }) as Block;
    expect(swipeRows([one, cards()])).toEqual([false, true]);
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

describe('the swipe cue', () => {
  let site: Awaited<ReturnType<typeof loadSite>>['content']['site'];
  beforeAll(async () => {
    site = (await loadSite(minimalSite)).content.site;
  });
  const render = (blocks: Block[]) =>
    parse(
      renderToStaticMarkup(
        createElement(RenderContext.Provider, { value: { site, path: '/' } }, createElement(Blocks, { blocks })),
      ),
    );

  it('is under each row that swipes and under nothing else: not under a list, a table or stacked cards', () => {
    const doc = render([cards({ layout: 'list' }), cards({ layout: 'table' }), cards(), cards(), cards()]);
    const cues = doc.querySelectorAll('.swipe-cue');
    expect(cues).toHaveLength(2);
    for (const cue of cues) expect(cue.previousElementSibling?.classList.contains('scroller')).toBe(true);
    expect(doc.querySelectorAll('.scroller')).toHaveLength(2);
  });
});
