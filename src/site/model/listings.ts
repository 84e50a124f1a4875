// A kind's entries listed on other pages, without a listing module of its own: the kind declares
// its listing (kind.ts `listing`) and the page says where. An `entries` block names the kind it
// lists (`of`) and shows each entry as a card; a block of a kind's own type without items (the
// portfolio's `case-studies`) lists that kind. Filled in when the page's route is made, so the
// page's key covers the entries and a new file shows up without code.
import type { Block, BlockOf, Card } from './schemas/index.ts';
import type { SiteContent } from './content.ts';
import { ContentError, diagnostic, type Diagnostic } from '../diagnostics.ts';
import { entriesOf, type AnyKind, type KindContext, type Listed } from './kind.ts';

/** The kind a block lists: the one an `entries` block names, or the one whose own block this is, when it has no items. */
export function listedKind(block: Block, kinds: readonly AnyKind[]): AnyKind | undefined {
  if (block.type === 'entries') return kinds.find((k) => k.key === block.of && k.listing?.block === 'entries');
  if ('items' in block && block.items) return undefined;
  return kinds.find((k) => k.listing && k.listing.block !== 'entries' && k.listing.block === block.type);
}

/** The kinds an `entries` block may name. */
export const listedKinds = (kinds: readonly AnyKind[]) =>
  kinds.filter((k) => k.listing?.block === 'entries').map((k) => k.key);

/** The entries a block lists, when it is a listing. */
export function listedBy(block: Block, content: SiteContent, kinds: readonly AnyKind[]): Listed<unknown>[] | undefined {
  const kind = listedKind(block, kinds);
  return kind && (kind.listing!.list(entriesOf(content, kind)) as Listed<unknown>[]);
}

/** The block as shown: an `entries` block becomes a grid of cards, any other gets the entries as its items. */
export function filled(block: Block, items: readonly unknown[]): Block {
  if (block.type !== 'entries') return { ...block, items } as Block;
  const { id, heading, intro, head, columns } = block;
  const cards: BlockOf<'cards'> = {
    type: 'cards',
    id,
    heading,
    intro,
    head,
    layout: 'grid',
    columns,
    onPhones: 'row',
    items: items as Card[],
  };
  return cards;
}

/**
 * A page's blocks as shown (each listing block with its entries; the same array when none lists
 * any) and the files its listings show (its route's sources, so dev renders it again when one
 * changes). An `entries` block naming no kind the site lists stops the build there, at its `of`.
 */
export function pageListings(
  blocks: readonly Block[],
  file: string,
  at: KindContext,
): { blocks: readonly Block[]; sources: string[] } {
  const problems = blocks.flatMap((block, i) =>
    block.type === 'entries' && !listedKind(block, at.kinds) ? [unlisted(block, file, i, at)] : [],
  );
  if (problems.length) throw new ContentError(problems);
  const listed = blocks.map((b) => listedBy(b, at.content, at.kinds));
  if (!listed.some(Boolean)) return { blocks, sources: [] };
  return {
    blocks: blocks.map((b, i) =>
      listed[i]
        ? filled(
            b,
            listed[i].map((e) => e.item),
          )
        : b,
    ),
    sources: listed.flatMap((l) => l?.map((e) => e.file) ?? []),
  };
}

function unlisted(block: BlockOf<'entries'>, file: string, i: number, at: KindContext): Diagnostic {
  const names = listedKinds(at.kinds);
  const known = names.length
    ? `write one of ${names.join(', ')}`
    : 'this site lists no kind of content in `entries` blocks';
  const field = ['blocks', i, 'of'];
  const message = `lists "${block.of}", which is no kind of content this site lists as entries: ${known}`;
  return diagnostic({
    file,
    line: at.content.lines.get(file)?.(field),
    field: field.join('.'),
    rule: 'schema',
    message,
  });
}
