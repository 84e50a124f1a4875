// The registry of content kinds: every kind the site reads, one module each (kind.ts says what a
// kind declares). Their order is the order of everything made from them: files read, routes (the
// sitemap's order; the not-found page goes last whatever its kind), pictures, JSON Schemas.
import type { SiteContent } from '../model/content.ts';
import { blogPageKind } from './blog-page.ts';
import { caseStudiesKind } from './case-studies.ts';
import type { AnyKind } from '../model/kind.ts';
import { pageFilesKind } from './page-files.ts';
import { pagesKind } from './pages.ts';
import { postsKind } from './posts.ts';
import { siteKind } from './site.ts';
import { subservicesKind } from './subservices.ts';

export type { AnyKind } from '../model/kind.ts';

export const contentKinds = [
  siteKind,
  pagesKind,
  pageFilesKind,
  blogPageKind,
  subservicesKind,
  caseStudiesKind,
  postsKind,
] as const satisfies readonly AnyKind[];

/** The parts of SiteContent that are a kind's entries; each must have its kind above (else this fails to compile). */
type Slices = Exclude<keyof SiteContent, 'dir' | 'lines' | 'files' | 'draftPages'>;
type Undeclared = Exclude<Slices, (typeof contentKinds)[number]['key']>;
export const everySliceHasItsKind: [Undeclared] extends [never] ? true : Undeclared = true;

/** Every part a kind declares: a test holds every kind to it (kind.ts's interface does at compile time). */
export const kindParts = [
  'key',
  'label',
  'files',
  'schema',
  'load',
  'routes',
  'urls',
  'views',
  'publish',
  'aliases',
  'pictures',
  'listing',
  'check',
  'editorSchema',
  'scaffold',
] as const satisfies readonly (keyof AnyKind)[];
type MissingPart = Exclude<keyof AnyKind, (typeof kindParts)[number]>;
export const everyPartListed: [MissingPart] extends [never] ? true : MissingPart = true;
