// How the launch figures (spec-rules.ts, spec-copy.ts) name a page and a block in it.
import type { PageKey } from '../model/collections.ts';
import type { Block } from '../model/schemas/index.ts';

export type BlockType = Block['type'];

export interface BlockRef {
  /** The block's `id` in content (also its #anchor on the page). */
  id: string;
  /** Fallback when no block carries the id: the one block of this type whose heading matches. */
  type: BlockType | readonly BlockType[];
  heading?: RegExp;
}

/** A fixed page, or every sub-service page of kind `full`. */
export type PageRef = PageKey | 'full-subservice';

/** A cards block, by its id and, until it has one, its heading. */
export const cards = (id: string, heading?: RegExp): BlockRef => ({ id, type: 'cards', heading });
