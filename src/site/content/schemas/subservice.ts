import { z } from 'zod';
import { blockSchema } from './blocks.ts';
import { nonEmpty } from './common.ts';

/** A full sub-service page: hero, why-it-matters, offerings, process, quotes, FAQs, closing CTA. */
export const fullSubServiceSchema = z.lazy(() => z.strictObject({
  kind: z.literal('full'),
  /** SPEC.md's title: the page's heading (h1), above the hero's headline. */
  title: nonEmpty,
  /** Where another page has the same title: a few words that tell this one apart in its <title> ("Local SEO"). */
  label: nonEmpty.optional(),
  /** Label of every call to action on the page; they all lead to /contact. */
  ctaLabel: nonEmpty,
  description: nonEmpty.max(300),
  blocks: z.array(blockSchema).min(1),
}));

/** A stub: a title, a tagline and a price button that opens a chat about that price. */
export const stubSubServiceSchema = z.lazy(() => z.strictObject({
  kind: z.literal('stub'),
  title: nonEmpty,
  /** Where another page has the same title: a few words that tell this one apart in its <title> ("Local SEO"). */
  label: nonEmpty.optional(),
  tagline: nonEmpty,
  /** Price in rupees. */
  price: z.number().int().positive(),
  description: nonEmpty.max(300),
}));

export const subServiceSchema = z.lazy(() => z.discriminatedUnion('kind', [fullSubServiceSchema, stubSubServiceSchema]));
export type SubService = z.infer<typeof subServiceSchema>;
export type FullSubService = z.infer<typeof fullSubServiceSchema>;
export type StubSubService = z.infer<typeof stubSubServiceSchema>;
