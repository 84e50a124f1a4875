// Pictures of work (a `gallery` block, a case study's pictures): a grid of figures with captions,
// one across on phones and two or three from tablet width, a before/after pair across a whole row.
// No lightbox and no script: each picture is already as large as its place on the page.
import type { BlockOf, GalleryItem, GalleryLayout } from '../../model/schemas/index.ts';
import { galleryUse } from '../../model/picture-uses.ts';
import { useRender } from '../context.ts';
import { Picture } from '../Picture.tsx';
import { Section } from './Section.tsx';

/** One half of a pair, its label over its corner (read before the picture). */
function Side({ label, image }: { label: string; image: { src: string; alt: string; focus?: string } }) {
  return (
    <figure className="gallery-side">
      <figcaption className="gallery-label">{label}</figcaption>
      <Picture image={image} use="gallery-wide" className="gallery-picture" />
    </figure>
  );
}

function Pair({ item, before }: { item: GalleryItem; before: NonNullable<GalleryItem['before']> }) {
  const words = useRender().site.ui.gallery;
  // Every word a page shows is content: the labels of a pair live in site.yml.
  if (!words)
    throw new Error(
      'site.yml has no ui.gallery: a before/after pair needs the words of its labels, {before, after}: "Before", "After"',
    );
  return (
    <div className="gallery-pair">
      <Side label={words.before} image={before} />
      <Side label={words.after} image={item} />
    </div>
  );
}

function Item({ item, layout }: { item: GalleryItem; layout: GalleryLayout }) {
  return (
    <li className={item.before ? 'gallery-item is-pair' : 'gallery-item'}>
      <figure className="gallery-figure">
        {item.before ? (
          <Pair item={item} before={item.before} />
        ) : (
          <Picture image={item} use={galleryUse(layout, false)} className="gallery-picture" />
        )}
        {item.caption && <figcaption className="gallery-caption">{item.caption}</figcaption>}
      </figure>
    </li>
  );
}

/** The grid itself, shared by the block and a case study's page. */
export function GalleryGrid({ items, layout }: { items: readonly GalleryItem[]; layout: GalleryLayout }) {
  return (
    <ul className={`gallery is-${layout}`}>
      {items.map((item, i) => (
        <Item key={`${i}-${item.src}`} item={item} layout={layout} />
      ))}
    </ul>
  );
}

export function Gallery({ block, id }: { block: BlockOf<'gallery'>; id: string }) {
  const grid = <GalleryGrid items={block.items} layout={block.layout} />;
  if (block.heading)
    return (
      <Section id={id} kind="gallery" heading={block.heading} intro={block.intro}>
        {grid}
      </Section>
    );
  // Without a heading it is no landmark of its own: pictures beside the sections around it.
  return (
    <div id={id} className="section section-gallery">
      <div className="container">
        {block.intro && <p className="section-intro">{block.intro}</p>}
        {grid}
      </div>
    </div>
  );
}
