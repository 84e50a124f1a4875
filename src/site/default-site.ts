// The composition root: this project's site, its kinds of content from the registry (kinds/index.ts).
// The CLI and dev's worker start from it; every stage below gets it passed in.
import { contentKinds } from './kinds/index.ts';
import { defineSite } from './site-definition.ts';

export const defaultSite = defineSite({ kinds: contentKinds });
