// What every block has: an anchor, a heading and an intro; and where a section's heading sits.
import * as z from 'zod';
import { nonEmpty } from './common.ts';

export const base = {
  /** Anchor id of the section (#id links point here) and the key check rules use. */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes')
    .optional()
    .describe('Anchor of the section (#id links lead here): lowercase letters, digits and dashes, "faq".'),
  heading: nonEmpty.describe('The heading as shown.'),
  intro: nonEmpty.optional().describe('A sentence or two under the heading.'),
};

/** Blocks framed by a section head (all but hero and cta, which draw their own). */
export const sectionBase = {
  ...base,
  /** Unset: left for text and lists (prose, checklist, FAQ, list and table cards), centred for grids. */
  head: z
    .enum(['left', 'center'])
    .optional()
    .describe(
      'Where the heading sits: left (editorial, for text and lists) or center (for card grids). Leave it out: text and lists get left, grids center.',
    ),
};
