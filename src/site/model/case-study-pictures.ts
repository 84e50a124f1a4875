// Which of a case study's pictures goes where: its hero is its own first picture (its `image`
// only while it has none), its card on the portfolio its `image` (else that first picture), and its
// gallery the others. Read by its page (pages/CaseStudyPage.tsx) and its kind (kinds/case-studies.ts),
// which tells the images stage the same places.
import type { FieldPath } from './content.ts';
import type { CaseStudyFile } from './schemas/case-study.ts';
import type { GalleryItem, GalleryLayout, Image } from './schemas/index.ts';

/** A picture of the file and the field that names it. */
export interface PlacedPicture<T> {
  picture: T;
  field: FieldPath;
}

/** A case study's gallery shows screenshots, which read better large: two across at most. */
export const caseStudyGalleryLayout: GalleryLayout = 'wide';

// The schema holds one of the two to be there: this is only its proof for the type checker.
function none(): never {
  throw new Error('a case study has neither image nor pictures: its schema refuses that');
}

/** The page's hero: the first picture of the work, else `image`. */
export function heroPicture(d: CaseStudyFile): PlacedPicture<GalleryItem | Image> {
  const first = d.pictures?.[0];
  if (first) return { picture: first, field: ['pictures', 0] };
  return d.image ? { picture: d.image, field: ['image'] } : none();
}

/** The portfolio card's picture: `image`, else the first picture of the work. */
export function cardPicture(d: CaseStudyFile): PlacedPicture<Image> {
  if (d.image) return { picture: d.image, field: ['image'] };
  const first = d.pictures?.[0] ?? none();
  return { picture: { src: first.src, alt: first.alt, focus: first.focus }, field: ['pictures', 0] };
}

/**
 * The gallery under the results: every picture but the hero, unless the hero is a before/after
 * pair, whose comparison the hero alone does not show.
 */
export function galleryPictures(d: CaseStudyFile): PlacedPicture<GalleryItem>[] {
  return (d.pictures ?? [])
    .map((picture, i) => ({ picture, field: ['pictures', i] }))
    .filter(({ picture }, i) => i > 0 || picture.before);
}
