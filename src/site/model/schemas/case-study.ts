// A case study: content/case-studies/<slug>.yml, its own page at /portfolio/<slug> (kinds/case-studies.ts).
// SPEC.md's case-study fields (title, category, client, description, image, results, services,
// technologies) plus what a page of its own needs: the problem, what was done, results as numbers,
// pictures, the client's words and a call to action.
import * as z from 'zod';
import { ctaBlockSchema, galleryItemSchema } from './blocks.ts';
import { aliasesSchema, caseStudyCategorySchema, imageSchema, nonEmpty } from './common.ts';
import { draftField } from './page.ts';

/** A result is a figure: "3×", "60%", "₹4.80", "2,000+": a value without a digit is refused. */
const resultSchema = z.lazy(() =>
  z.strictObject({
    value: nonEmpty
      .refine((v) => /\d/.test(v), {
        message:
          'must be a number ("3×", "60%", "2,000+"): write the figure here, or move a result without one to `outcomes`',
      })
      .meta({ pattern: '\\d' })
      .describe('The figure, with its unit: "3×", "60%", "₹4.80", "2,000+".'),
    label: nonEmpty.describe('What the figure measures: "monthly online orders within four months of launch".'),
  }),
);
export type CaseStudyResult = z.infer<typeof resultSchema>;

/** A case study shows a picture: its `image`, or its own pictures of the work (model/case-study-pictures.ts). */
function pictured(d: { image?: unknown; pictures?: unknown }, ctx: z.core.$RefinementCtx) {
  if (!d.image && !d.pictures)
    ctx.addIssue({
      code: 'custom',
      path: ['image'],
      message:
        'is required when the case study has no `pictures`: write the picture as {src, alt}, or list screenshots of the work under `pictures`',
    });
}

export const caseStudyFileSchema = z.lazy(() =>
  z
    .strictObject({
      title: nonEmpty.describe('The title as shown: the page heading and the card title.'),
      category: caseStudyCategorySchema.describe("The client's sector, one of SPEC.md's categories."),
      client: nonEmpty.describe("The client's name and town."),
      description: nonEmpty
        .max(400)
        .describe(
          'A sentence or two: the card text, and the page summary for search results (about 160 characters show, and check warns past that).',
        ),
      order: z
        .number()
        .int()
        .optional()
        .describe('Where the portfolio lists it: lower first; those without come after, by file name.'),
      image: imageSchema
        .optional()
        .describe(
          "The picture on the portfolio's card, {src, alt}, and the page's hero when there are no `pictures`. Without it, the card shows the first of `pictures`.",
        ),
      problem: nonEmpty
        .meta({ 'x-cms': { widget: 'text' } })
        .describe('What the client needed, or what was going wrong, in a short paragraph.'),
      work: z.array(nonEmpty).min(1).describe('What was done, one step each.'),
      results: z
        .array(resultSchema)
        .min(1)
        .describe('Results in numbers, each {value, label}: value "3×", label "monthly online orders".'),
      outcomes: z
        .array(nonEmpty)
        .optional()
        .describe('Results that are not a number, one each ("Full house on opening weekend").'),
      services: z.array(nonEmpty).min(1).describe('The services used, one each.'),
      technologies: z.array(nonEmpty).min(1).describe('The tools used, one each.'),
      pictures: z
        .array(galleryItemSchema)
        .min(1)
        .optional()
        .describe(
          "Screenshots or photos of the work, files of content/images/, each {src, alt, caption?, focus?, before?}: the first is the page's hero, the others a gallery under the results (a before/after pair is shown there too).",
        ),
      quote: z
        .strictObject({
          text: nonEmpty.describe('What the client said.'),
          author: nonEmpty.describe('Who said it.'),
          role: nonEmpty.describe('Their role and business: "Owner, Hill Brew Café".'),
        })
        .optional()
        .describe("The client's words, once they agree to be quoted: {text, author, role}."),
      cta: ctaBlockSchema.describe('The call to action closing the page: a cta block (heading, intro, actions).'),
      aliases: aliasesSchema,
      draft: draftField,
    })
    .superRefine(pictured)
    .meta({ anyOf: [{ required: ['image'] }, { required: ['pictures'] }] }),
);
export type CaseStudyFile = z.infer<typeof caseStudyFileSchema>;
