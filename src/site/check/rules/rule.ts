// The shape of a check rule: a stable id (from the catalog), what it checks, and a pure function
// from the checked site to its findings.
import type { Diagnostic } from '../../diagnostics.ts';
import { describeRule, type RuleId } from '../catalog.ts';
import type { CheckContext } from '../context.ts';

export interface Rule {
  id: RuleId;
  description: string;
  run(ctx: CheckContext): Diagnostic[];
}

export function defineRule(id: RuleId, run: (ctx: CheckContext) => Diagnostic[]): Rule {
  return { id, description: describeRule(id), run };
}

/** Collects findings once each: the same link can surface from content and from several pages. */
export class Findings {
  private readonly seen = new Set<string>();
  readonly list: Diagnostic[] = [];
  /** `key` overrides what counts as the same finding (default: everything but the severity). */
  add(d: Diagnostic, key = `${d.file}\0${d.line ?? ''}\0${d.field ?? ''}\0${d.rule}\0${d.message}`): void {
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push(d);
  }
}
