// Embeds (the `embed` block): each provider the content's embed blocks use may frame its player
// on the pages, and no other. Found through every kind's block lists, as `check` reads them, so
// a new kind with blocks is covered without a line here.
import type { SiteContent } from '../model/content.ts';
import { ownSources, type CspAdditions } from '../csp.ts';
import { entriesOf, kindContext, type AnyKind } from '../model/kind.ts';
import { providerInfo, type EmbedProvider } from '../shared/embeds.ts';

/** The providers the content embeds, in the order they first appear. */
export function embedProvidersUsed(content: SiteContent, kinds: readonly AnyKind[]): EmbedProvider[] {
  const at = kindContext(content, kinds);
  const used = new Set<EmbedProvider>();
  for (const kind of kinds) {
    for (const list of kind.check(entriesOf(content, kind), at).blockLists) {
      for (const block of list.blocks) if (block.type === 'embed') used.add(block.provider);
    }
  }
  return [...used];
}

/** frame-src for exactly the players used; nothing at all when there are none. */
export function embedsCsp(content: SiteContent, kinds: readonly AnyKind[]): CspAdditions {
  const origins = embedProvidersUsed(content, kinds).map((p) => providerInfo[p].frameOrigin);
  return origins.length ? { 'frame-src': ownSources(...new Set(origins)) } : {};
}
