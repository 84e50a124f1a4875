// The view of every page made of blocks (fixed pages, page files, full sub-service pages).
import { createElement } from 'react';
import { Blocks } from '../components/blocks/Blocks.tsx';
import type { ViewComponents } from '../model/kind.ts';

export const blocksView: ViewComponents = {
  blocks: (v) => createElement(Blocks, { blocks: v.blocks, title: v.title }),
};
