// process-steps: the process block of each page SPEC.md names has its number of steps, and every
// process block anywhere numbers its steps 1…n in order, without gaps or repeats.
import type { Diagnostic } from '../../diagnostics.ts';
import { findBlock } from '../blocks.ts';
import type { CheckContext } from '../context.ts';
import { processBlock, processSteps } from '../spec-rules.ts';
import { defineRule } from './rule.ts';

const rule = 'process-steps';

function numbering(ctx: CheckContext, out: Diagnostic[]) {
  for (const list of ctx.allBlockLists()) {
    list.blocks.forEach((block, i) => {
      if (block.type !== 'process') return;
      const at = block.steps.findIndex((s, n) => s.step !== n + 1);
      if (at < 0) return;
      const written = block.steps.map((s) => s.step).join(', ');
      out.push(
        ctx.report(rule, list.file, [...list.path, i, 'steps', at, 'step'], `step ${at + 1} of "${block.heading}" is numbered ${block.steps[at]!.step} (steps read ${written}): number the steps 1 to ${block.steps.length} in order`),
      );
    });
  }
}

export const processStepsRule = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  for (const { page, steps } of processSteps) {
    for (const list of ctx.blockLists(page)) {
      const found = findBlock(ctx, rule, list, processBlock, 'process');
      if (!found.ok) {
        out.push(found.diagnostic);
        continue;
      }
      if (found.warning) out.push(found.warning);
      if (found.block.type !== 'process') continue;
      const n = found.block.steps.length;
      if (n !== steps) {
        out.push(ctx.report(rule, list.file, [...found.path, 'steps'], `"${found.block.heading}" has ${n} step${n === 1 ? '' : 's'}; SPEC.md gives this page ${steps}: ${n < steps ? 'add' : 'remove'} ${Math.abs(steps - n)}`));
      }
    }
  }
  numbering(ctx, out);
  return out;
});
