import type { Block } from '../../model/schemas/index.ts';

export type HeadAlign = 'left' | 'center';

/** Blocks whose content is text or a list: read down the page, so their heads sit left like an editor's. */
const editorial = new Set<Block['type']>(['prose', 'checklist', 'faq', 'contact-form']);

/**
 * Where a section's head sits (issue 37, item 4): content's `head` if it says, else left for text
 * and lists, centred for grids of cards, tiles and quotes.
 */
export function headAlign(block: Block): HeadAlign {
  if ('head' in block && block.head) return block.head;
  if (editorial.has(block.type)) return 'left';
  if (block.type === 'cards' && (block.layout === 'list' || block.layout === 'table')) return 'left';
  return 'center';
}
