import type { Block } from '../../model/schemas/index.ts';
import { Cards } from './Cards.tsx';
import { ContactForm } from './ContactForm.tsx';
import { Embed } from './Embed.tsx';
import { Gallery } from './Gallery.tsx';
import { Hero } from './Hero.tsx';
import { swipeRows } from './scroll-row.ts';
import { Logos } from './Logos.tsx';
import { CaseStudies } from './CaseStudies.tsx';
import { Quotes, Team, Testimonials } from './People.tsx';
import { Checklist, Cta, Faq, Location, Process, Prose, Stats, Tags } from './Simple.tsx';

/** Stable anchor id of a block: its own `id`, else its type and position. */
export function blockId(block: Block, index: number): string {
  return block.id ?? `${block.type}-${index + 1}`;
}

/**
 * `title`: the page's own heading, which a hero shows as its h1 above its headline. `swipe`: its list
 * is one of the page's rows phones swipe (scroll-row.ts `swipeRows`); else it stacks.
 */
export function BlockView({
  block,
  id,
  title,
  swipe = false,
}: {
  block: Block;
  id: string;
  title?: string;
  swipe?: boolean;
}) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} id={id} title={title} />;
    case 'cards':
      return <Cards block={block} id={id} swipe={swipe} />;
    case 'stats':
      return <Stats block={block} id={id} />;
    case 'process':
      return <Process block={block} id={id} />;
    case 'checklist':
      return <Checklist block={block} id={id} />;
    case 'testimonials':
      return <Testimonials block={block} id={id} swipe={swipe} />;
    case 'quotes':
      return <Quotes block={block} id={id} swipe={swipe} />;
    case 'faq':
      return <Faq block={block} id={id} />;
    case 'cta':
      return <Cta block={block} id={id} />;
    case 'prose':
      return <Prose block={block} id={id} />;
    case 'team':
      return <Team block={block} id={id} swipe={swipe} />;
    case 'tags':
      return <Tags block={block} id={id} swipe={swipe} />;
    case 'case-studies':
      return <CaseStudies block={block} id={id} swipe={swipe} />;
    case 'contact-form':
      return <ContactForm block={block} id={id} />;
    case 'location':
      return <Location block={block} id={id} />;
    case 'logos':
      return <Logos block={block} id={id} />;
    case 'embed':
      return <Embed block={block} id={id} />;
    case 'gallery':
      return <Gallery block={block} id={id} />;
    // Filled in as cards where the page's route is made (model/listings.ts); the loader refuses one naming no kind.
    case 'entries':
      return null;
  }
}

/** `title`: the page's own heading, given to its first hero (full sub-service pages). */
export function Blocks({ blocks, title }: { blocks: readonly Block[]; title?: string }) {
  const hero = blocks.findIndex((b) => b.type === 'hero');
  const swipe = swipeRows(blocks);
  return (
    <>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} id={blockId(b, i)} title={i === hero ? title : undefined} swipe={swipe[i]} />
      ))}
    </>
  );
}
