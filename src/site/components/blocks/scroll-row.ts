// A list of cards or labels that phones show as one row to swipe through (styles/components/layouts.css,
// `.scroller`): a page a third shorter, with no card left out. A row whose cards hold no link is
// focusable itself and named after its section, so that a keyboard can scroll it as well (where it
// does not overflow, the browser script, client/scroll-rows.ts, takes it out of the tab order).
//
// A page swipes at most two rows (issue 37: four rows one after another hide most of a page), and
// never cards too tall to read sideways (a list in each card); those stack as short summaries.
// Only a list drawn as a row of cards counts toward the two: a list or a table layout never swipes
// (issue 51), so it must not take a row's place.
import type { Block } from '../../model/schemas/index.ts';

export interface ScrollRowProps {
  className: string;
  tabIndex?: number;
  'aria-label'?: string;
}

/** Rows of a page that phones swipe; the rest stack. */
export const MAX_SWIPE_ROWS = 2;

/** Card layouts drawn as a grid of cards, which phones may show as a row to swipe. */
const ROW_LAYOUTS: ReadonlySet<string> = new Set(['grid', 'tilt']);

/** Whether a block's list could swipe on phones: short cards, quotes, people, a strip of labels. */
function canSwipe(block: Block): boolean {
  switch (block.type) {
    case 'cards':
      return (
        block.items.length > 1 &&
        ROW_LAYOUTS.has(block.layout) &&
        block.onPhones !== 'stack' &&
        !block.items.some((c) => c.features?.length)
      );
    case 'testimonials':
    case 'quotes':
      return block.items.length > 1;
    case 'team':
      return block.members.length > 1;
    case 'tags':
      return block.layout === 'strip';
    default:
      return false;
  }
}

/** For each block of a page, whether it swipes on phones: the first two that can. */
export function swipeRows(blocks: readonly Block[]): boolean[] {
  let left = MAX_SWIPE_ROWS;
  return blocks.map((b) => canSwipe(b) && left-- > 0);
}

/** A list that swipes on phones (`swipe`), else one that stacks: cards as short summaries. */
export function scrollRow(
  className: string,
  label: string | undefined,
  cardsHaveLinks: boolean,
  swipe = true,
): ScrollRowProps {
  if (!swipe) return { className: `${className} phone-stack` };
  const row = { className: `${className} scroller` };
  return cardsHaveLinks ? row : { ...row, tabIndex: 0, 'aria-label': label };
}
