// Turns zod issues into Diagnostics that name file, line and field, in words an editor understands.
import type { z } from 'zod';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { FieldPath } from './yaml.ts';

export interface Located {
  file: string;
  lineOf?: (path: FieldPath) => number | undefined;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; diagnostics: Diagnostic[] };

export function validate<S extends z.ZodType>(schema: S, data: unknown, where: Located): Validated<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, diagnostics: issuesToDiagnostics(result.error.issues, where) };
}

export function issuesToDiagnostics(issues: readonly z.core.$ZodIssue[], where: Located): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        out.push(at(where, path, `unknown field "${key}": check its spelling or remove it`));
      }
      continue;
    }
    out.push(at(where, issue.path, describe(issue)));
  }
  return out;
}

function at(where: Located, path: FieldPath, message: string): Diagnostic {
  return diagnostic({
    file: where.file,
    line: where.lineOf?.(path),
    field: path.length ? path.map(String).join('.') : undefined,
    rule: 'schema',
    message,
  });
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod says "received undefined" for a field that is simply not there.
      if (/received undefined/.test(issue.message)) return `required field is missing (expected ${issue.expected})`;
      return `expected ${issue.expected}, ${issue.message.replace(/^Invalid input: expected \w+, /, '')}`;
    case 'invalid_union': {
      const branches = issue.errors.map((e) => e[0]).filter((e) => e !== undefined);
      if (branches.length && branches.every((e) => e.code === 'invalid_type' && /received undefined/.test(e.message))) {
        return 'required field is missing';
      }
      const reasons = [...new Set(branches.map(describe))];
      return reasons.length ? reasons.join(', or ') : issue.message;
    }
    default:
      return issue.message;
  }
}
