// Every rule `check` runs, in the order of the catalog.
import { blogRule } from './blog.ts';
import { countsRule } from './counts.ts';
import { images } from './images.ts';
import { linksExternal } from './links-external.ts';
import { linksInternal } from './links-internal.ts';
import { placeholders } from './placeholders.ts';
import { processStepsRule } from './process-steps.ts';
import type { Rule } from './rule.ts';
import { render, schema } from './schema.ts';
import { shareCards } from './share-cards.ts';
import { subservices } from './subservices.ts';
import { titles } from './titles.ts';

export const rules: readonly Rule[] = [schema, render, linksInternal, linksExternal, subservices, titles, shareCards, processStepsRule, countsRule, blogRule, images, placeholders];

export type { Rule } from './rule.ts';
