// Every rule `check` can run, in the order of the catalog; a profile picks its share of them.
import { profileRules, type ProfileName } from '../catalog.ts';
import { launchBlog } from '../launch/blog.ts';
import { launchCopy } from '../launch/copy.ts';
import { launchCounts } from '../launch/counts.ts';
import { launchProcessSteps } from '../launch/process-steps.ts';
import { launchSubservices } from '../launch/subservices.ts';
import { publishSamples } from '../publish/samples.ts';
import { blogRule } from './blog.ts';
import { descriptions } from './descriptions.ts';
import { headerRule } from './header.ts';
import { images } from './images.ts';
import { linksExternal } from './links-external.ts';
import { linksInternal } from './links-internal.ts';
import { metaLength } from './meta-length.ts';
import { orphans } from './orphans.ts';
import { placeholders } from './placeholders.ts';
import { processStepsRule } from './process-steps.ts';
import { rawHtmlRule } from './raw-html.ts';
import { redirectsRule } from './redirects.ts';
import type { Rule } from './rule.ts';
import { hosts, render, schema } from './schema.ts';
import { shareCards } from './share-cards.ts';
import { structuredDataRule } from './structured-data.ts';
import { subservices } from './subservices.ts';
import { titles } from './titles.ts';

export const rules: readonly Rule[] = [
  schema,
  render,
  linksInternal,
  linksExternal,
  subservices,
  titles,
  metaLength,
  descriptions,
  shareCards,
  processStepsRule,
  blogRule,
  images,
  placeholders,
  rawHtmlRule,
  redirectsRule,
  hosts,
  orphans,
  headerRule,
  structuredDataRule,
  launchSubservices,
  launchProcessSteps,
  launchCounts,
  launchCopy,
  launchBlog,
  publishSamples,
];

/** The rules of a profile: `default` for every version of the site; `launch` adds SPEC.md's figures, `publish` the sample values. */
export function rulesOf(profile: ProfileName): Rule[] {
  const ids = new Set<string>(profileRules(profile));
  return rules.filter((r) => ids.has(r.id));
}

export type { Rule } from './rule.ts';
