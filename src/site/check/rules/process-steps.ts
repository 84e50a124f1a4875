// process-steps: every process block numbers its steps 1…n in order, without gaps or repeats, and
// has as many steps as the `count` written beside them, so a step lost or added by mistake is
// noticed while a deliberate change is one edit in content. (SPEC.md's own figures per page are
// the launch profile's: launch/process-steps.ts.)
import type { Diagnostic } from '../../diagnostics.ts';
import { defineRule } from './rule.ts';

const rule = 'process-steps';

export const processStepsRule = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  for (const list of ctx.allBlockLists()) {
    list.blocks.forEach((block, i) => {
      if (block.type !== 'process') return;
      const at = [...list.path, i];
      const n = block.steps.length;
      if (block.count === undefined) {
        out.push(
          ctx.report(
            rule,
            list.file,
            [...at, 'type'],
            `"${block.heading}" has no \`count\`: write \`count: ${n}\` beside its steps, so a step lost in an edit is noticed`,
          ),
        );
      } else if (block.count !== n) {
        const fix =
          n < block.count
            ? `add ${block.count - n} step${block.count - n === 1 ? '' : 's'}`
            : `remove ${n - block.count}`;
        out.push(
          ctx.report(
            rule,
            list.file,
            [...at, 'count'],
            `"${block.heading}" has ${n} step${n === 1 ? '' : 's'}; its \`count\` says ${block.count}: ${fix}, or write \`count: ${n}\` if the change is meant`,
          ),
        );
      }
      const wrong = block.steps.findIndex((s, k) => s.step !== k + 1);
      if (wrong < 0) return;
      const written = block.steps.map((s) => s.step).join(', ');
      out.push(
        ctx.report(
          rule,
          list.file,
          [...at, 'steps', wrong, 'step'],
          `step ${wrong + 1} of "${block.heading}" is numbered ${block.steps[wrong]!.step} (steps read ${written}): number the steps 1 to ${n} in order`,
        ),
      );
    });
  }
  return out;
});
