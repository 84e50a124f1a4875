// Pictures of work: the `gallery` block, and the pictures of a case study's page, which it shows
// (pages/CaseStudyPage.tsx). Every picture is a file of content/images/: the site serves its work
// itself, so a host's outage, tracking or removal never takes a page's proof with it.
import * as z from 'zod';
import { localImagePattern } from '../href.ts';
import { base } from './block-base.ts';
import { focusSchema, nonEmpty } from './values.ts';

/** A picture of content/images/; another host's address is refused, saying what to do instead. */
export const ownPictureSchema = nonEmpty
  .superRefine((v, ctx) => {
    if (localImagePattern.test(v)) return;
    ctx.addIssue({
      code: 'custom',
      message: /^https?:\/\//i.test(v)
        ? 'is a picture on another host, and a gallery shows only pictures the site serves itself: save the file in content/images/ and write images/<file name> (images/store-home.png)'
        : 'must be a picture in content/images/: write it as images/<file name> (images/store-home.png)',
    });
  })
  .meta({
    'x-cms': { widget: 'image' },
    pattern: localImagePattern.source,
    description:
      'The picture: a file in content/images/ (images/store-home.png), a screenshot or photo at least 1,200 px wide. Pictures of other hosts are not taken.',
  });

const alt = nonEmpty.describe(
  'What the picture shows, for people who cannot see it: "The store\'s home page on a phone, with the festive collection first".',
);

const beforeSchema = z.lazy(() =>
  z.strictObject({
    src: ownPictureSchema,
    alt,
    focus: focusSchema.optional(),
  }),
);

export const galleryItemSchema = z.lazy(() =>
  z.strictObject({
    src: ownPictureSchema,
    alt,
    caption: nonEmpty.optional().describe('A line under the picture: what it shows, for whom, when.'),
    focus: focusSchema.optional(),
    before: beforeSchema
      .optional()
      .describe(
        'The same view before the work, {src, alt}: the two are shown side by side from tablet width (one above the other on phones), labelled with site.yml\'s ui.gallery words ("Before", "After"). `src` is then the after.',
      ),
  }),
);
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryLayouts = ['grid', 'wide'] as const;
export type GalleryLayout = (typeof galleryLayouts)[number];

/** Pictures of work with captions, in a grid; no lightbox, no script (components/blocks/Gallery.tsx). */
export const galleryBlockSchema = z.lazy(() =>
  z
    .strictObject({
      type: z.literal('gallery').describe('The kind of section.'),
      id: base.id,
      heading: nonEmpty.optional().describe('A heading over it, if any.'),
      intro: base.intro,
      layout: z
        .enum(galleryLayouts)
        .default('grid')
        .describe(
          'grid (one across on phones, two from tablet width, three on wide screens) or wide (at most two across: larger, for screenshots). Every picture is cut to 4:3 around its focus; a before/after pair takes a whole row.',
        ),
      items: z
        .array(galleryItemSchema)
        .min(1)
        .describe('The pictures, in order, each {src, alt, caption?, focus?, before?}.'),
    })
    .describe('Screenshots or photos of work, with captions: a grid, and before/after pairs side by side.'),
);
