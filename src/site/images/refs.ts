// Every picture the content shows, with where: each kind lists its own (kind.ts `pictures`).
import type { SiteContent } from '../model/content.ts';
import type { ImageRef } from './uses.ts';
import { entriesOf, kindContext, type AnyKind } from '../model/kind.ts';

export function imageRefs(content: SiteContent, kinds: readonly AnyKind[]): ImageRef[] {
  const at = kindContext(content, kinds);
  return kinds.flatMap((kind) => kind.pictures(entriesOf(content, kind), at));
}
