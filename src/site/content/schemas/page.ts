import { z } from 'zod';
import { blockSchema } from './blocks.ts';
import { nonEmpty } from './common.ts';

/** Every fixed page (home, about, services, the five service pages, …) is one of these. */
export const pageSchema = z.lazy(() => z.strictObject({
  /** The `<title>` and the name in breadcrumbs; the visible heading is the hero's. */
  title: nonEmpty,
  /** Where another page has the same title: a few words that tell this one apart in its <title>. */
  label: nonEmpty.optional(),
  /** Meta description for search and social cards. */
  description: nonEmpty.max(300),
  blocks: z.array(blockSchema).min(1),
}));
export type Page = z.infer<typeof pageSchema>;
