// The view of every page made of blocks (fixed pages, page files, full sub-service pages): shared
// with its title's card, and its FAQs told to search engines.
import { createElement } from 'react';
import { Blocks } from '../components/blocks/Blocks.tsx';
import { titleCard, type ViewDecls } from '../model/kind.ts';
import { faqPage } from '../seo/structured-data.ts';

export const blocksView: ViewDecls = {
  blocks: {
    render: (v) => createElement(Blocks, { blocks: v.blocks, title: v.title }),
    share: (_, route) => titleCard(route),
    structuredData: (v) => faqPage(v.blocks),
  },
};
