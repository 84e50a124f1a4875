// Finding the block a SPEC rule is about: by its `id` first, else by type and heading, so a rule
// keeps working while an editor has not given the block its id yet (and says which id to add).
import type { Block } from '../model/schemas/index.ts';
import type { FieldPath } from '../content/yaml.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { RuleId } from './catalog.ts';
import type { BlockList, CheckContext } from './context.ts';
import type { BlockRef } from './spec-rules.ts';

export type FoundBlock =
  { ok: true; block: Block; path: FieldPath; byId: boolean } | { ok: false; diagnostic: Diagnostic };

const types = (ref: BlockRef) => (typeof ref.type === 'string' ? [ref.type] : ref.type);

export function describeRef(ref: BlockRef): string {
  return `a ${types(ref).join(' or ')} block with \`id: ${ref.id}\``;
}

/**
 * The block `ref` points at in `list`. When it is found only by type and heading, a warning asks
 * for the id; when it cannot be found, the diagnostic says what to add.
 */
export function findBlock(
  ctx: CheckContext,
  rule: RuleId,
  list: BlockList,
  ref: BlockRef,
  what: string,
): FoundBlock & { warning?: Diagnostic } {
  const allowed = types(ref);
  const index = list.blocks.findIndex((b) => b.id === ref.id);
  if (index >= 0) {
    const block = list.blocks[index]!;
    if (allowed.includes(block.type)) return { ok: true, block, path: [...list.path, index], byId: true };
    return {
      ok: false,
      diagnostic: ctx.report(
        rule,
        list.file,
        [...list.path, index, 'type'],
        `block "${ref.id}" holds the ${what}, so it must be of type ${allowed.join(' or ')}, not ${block.type}: change its \`type\``,
      ),
    };
  }
  const candidates = list.blocks
    .map((block, i) => ({ block, i }))
    .filter(({ block }) => allowed.includes(block.type) && (!ref.heading || ref.heading.test(block.heading ?? '')));
  if (candidates.length === 1) {
    const { block, i } = candidates[0]!;
    const path = [...list.path, i];
    return {
      ok: true,
      block,
      path,
      byId: false,
      warning: ctx.report(
        rule,
        list.file,
        [...path, 'type'],
        `the ${what} block "${block.heading}" was found by its heading: give it \`id: ${ref.id}\` so this rule does not depend on the wording`,
        'warning',
      ),
    };
  }
  const message =
    candidates.length > 1
      ? `cannot tell which block holds the ${what}: ${candidates.length} could (${candidates.map((c) => `"${c.block.heading}"`).join(', ')}); give the right one \`id: ${ref.id}\``
      : `cannot find the ${what}: add ${describeRef(ref)}`;
  return { ok: false, diagnostic: ctx.report(rule, list.file, list.path, message) };
}
