// launch/process-steps: the process block of each page SPEC.md names has SPEC.md's number of
// steps. (Numbering and each block's own `count` are the default rule's: rules/process-steps.ts.)
import type { Diagnostic } from '../../diagnostics.ts';
import { findBlock } from '../blocks.ts';
import { defineRule } from '../rules/rule.ts';
import { processBlock, processSteps } from '../spec-rules.ts';
import { launchFigure, toFigure } from './figure.ts';

const rule = 'launch/process-steps';

export const launchProcessSteps = defineRule(rule, (ctx) => {
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
      if (n === steps) continue;
      const message = launchFigure(
        `"${found.block.heading}" has ${steps} steps on this page`,
        `${n}`,
        `${toFigure(n, steps)} (and its \`count\`) to match the launch`,
      );
      out.push(ctx.report(rule, list.file, [...found.path, 'steps'], message));
    }
  }
  return out;
});
