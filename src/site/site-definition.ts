// The site as a value: what a site is made of (its kinds of content), built once where the program
// starts (default-site.ts for the CLI and dev's worker; tests build their own) and passed into the
// pipeline and every stage. Nothing below the composition root imports the list of kinds.
import type { AnyKind } from './model/kind.ts';

export interface SiteDefinition {
  /** In the order of everything made from them: files read, routes (and so the sitemap), pictures, JSON Schemas. */
  readonly kinds: readonly AnyKind[];
}

export function defineSite(parts: { kinds: readonly AnyKind[] }): SiteDefinition {
  const keys = new Set<string>();
  for (const kind of parts.kinds) {
    if (keys.has(kind.key))
      throw new Error(`two kinds of content keep their entries at content.${kind.key}: give one another key`);
    keys.add(kind.key);
  }
  return Object.freeze({ kinds: Object.freeze([...parts.kinds]) });
}
