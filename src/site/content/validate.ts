// Turns zod issues into Diagnostics that name file, line and field, in words an editor understands.
import type * as z from 'zod';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { controlsIn } from './text-chars.ts';
import type { FieldPath } from './yaml.ts';

export interface Located {
  file: string;
  lineOf?: (path: FieldPath) => number | undefined;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; diagnostics: Diagnostic[] };

export function validate<S extends z.ZodType>(schema: S, data: unknown, where: Located): Validated<z.output<S>> {
  // Reported as the text's encoding, as a file that is not UTF-8 is: JSON Schema cannot say it.
  const controls = controlsIn(data).map((c) => ({ ...at(where, c.path, c.message), rule: 'encoding' }));
  const result = schema.safeParse(data);
  if (result.success && !controls.length) return { ok: true, value: result.data };
  return {
    ok: false,
    diagnostics: [
      ...controls,
      ...(result.success
        ? []
        : issuesToDiagnostics(result.error.issues, where, (path) => fieldsAt(schema, data, path))),
    ],
  };
}

/** `fieldsAt`: the fields the schema knows at a path of the data, to suggest the nearest to an unknown one. */
export function issuesToDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  where: Located,
  fieldsAt?: (path: FieldPath) => string[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const known = fieldsAt?.(issue.path) ?? [];
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const near = nearest(
          key,
          known.filter((k) => !issue.keys.includes(k)),
        );
        out.push(
          at(
            where,
            path,
            near
              ? `unknown field "${key}": did you mean "${near}"?`
              : `unknown field "${key}": check its spelling or remove it${known.length ? ` (fields here: ${known.join(', ')})` : ''}`,
          ),
        );
      }
      continue;
    }
    out.push(at(where, issue.path, withFix(describe(issue), issue)));
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

/** A missing field's finding says what to add. */
function withFix(message: string, issue: z.core.$ZodIssue): string {
  const key = issue.path.at(-1);
  if (!message.startsWith('required field is missing') || typeof key !== 'string') return message;
  return `${message}: add \`${key}:\` here`;
}

/** One way to write a value of the type expected, in YAML. */
function typeHint(expected: string): string {
  if (expected === 'string') return 'put the text in quotes';
  if (expected === 'number') return 'write the number without quotes';
  if (expected === 'boolean') return 'write true or false';
  if (expected === 'array') return 'write a list, one "- item" per line';
  if (expected === 'object') return 'write its fields indented below it';
  return `write a ${expected}`;
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod says "received undefined" for a field that is simply not there.
      if (/received undefined/.test(issue.message)) return `required field is missing (expected ${issue.expected})`;
      return `expected ${issue.expected}, ${issue.message.replace(/^Invalid input: expected \w+, /, '')}: ${typeHint(String(issue.expected))}`;
    case 'invalid_union': {
      const branches = issue.errors.map((e) => e[0]).filter((e) => e !== undefined);
      if (branches.length && branches.every((e) => e.code === 'invalid_type' && /received undefined/.test(e.message))) {
        return 'required field is missing';
      }
      const reasons = [...new Set(branches.map(describe))];
      return reasons.length ? reasons.join(', or ') : issue.message;
    }
    case 'too_small':
      // An empty list where one entry at least is wanted (a stub's `included.items`).
      if (issue.origin === 'array')
        return `the list has too few entries: add at least ${String(issue.minimum)}, one "- item" per line`;
      return issue.message;
    case 'invalid_value': {
      // A choice not on the list (a block's layout, a hero's variant): name the choices.
      const choices = issue.values.map((v) => String(v));
      if (choices.length < 2) return issue.message;
      return `not one of the choices: write one of ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
    }
    default:
      return issue.message;
  }
}

type Def = {
  type: string;
  getter?: () => z.ZodType;
  in?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field names an object schema knows at `path` of `data` (through lazy, optional, arrays, unions). */
export function fieldsAt(schema: z.ZodType, data: unknown, path: FieldPath): string[] {
  let node: z.ZodType | undefined = schema;
  let value = data;
  for (let i = 0; node;) {
    const def = defOf(node);
    if (def.getter) node = def.getter();
    else if (def.innerType) node = def.innerType;
    else if (def.in) node = def.in;
    else if (def.options)
      node =
        def.options.find((o) => fieldsAt(o, value, []).length && defOf(o).type !== 'string' && matches(o, value)) ??
        def.options.find((o) => fieldsAt(o, value, []).length);
    else if (i === path.length) return def.shape ? Object.keys(def.shape) : [];
    else if (def.element) [node, value, i] = [def.element, (value as unknown[])?.[Number(path[i])], i + 1];
    else if (def.shape)
      [node, value, i] = [def.shape[String(path[i])], (value as Record<string, unknown>)?.[String(path[i])], i + 1];
    else return [];
  }
  return [];
}

/** For a union of objects: the option whose literal fields (a block's `type`, a page's `kind`) the value has. */
function matches(option: z.ZodType, value: unknown): boolean {
  let node = option;
  while (defOf(node).getter) node = defOf(node).getter!();
  const shape = defOf(node).shape ?? {};
  return Object.entries(shape).every(([key, field]) => {
    const d = defOf(field) as Def & { values?: unknown[] };
    return d.type !== 'literal' || d.values?.includes((value as Record<string, unknown>)?.[key]);
  });
}

/** The known name nearest to a misspelt one: at most a third of its letters apart. */
export function nearest(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const k of known) {
    const d = distance(name.toLowerCase(), k.toLowerCase());
    if (d <= Math.max(1, Math.floor(k.length / 3)) && (!best || d < best.distance)) best = { name: k, distance: d };
  }
  return best?.name;
}

/** Levenshtein distance, transposed neighbours counting once ("titel" → "title"). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
