// Every action and card link in a block value, with its field path: the sub-service rules of both
// profiles look for calls to action and 'Learn More' links with it.
import type { Action } from '../model/schemas/index.ts';
import type { FieldPath } from '../content/yaml.ts';

export interface FoundLink {
  field: FieldPath;
  label?: string;
  href?: string;
  action?: Action;
}

export function* linksIn(value: unknown, field: FieldPath): Generator<FoundLink> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* linksIn(value[i], [...field, i]);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  if (
    typeof obj.kind === 'string' &&
    typeof obj.label === 'string' &&
    ['chat', 'link', 'phone', 'email'].includes(obj.kind)
  ) {
    yield {
      field,
      label: obj.label,
      href: typeof obj.href === 'string' ? obj.href : undefined,
      action: obj as unknown as Action,
    };
    return;
  }
  if (typeof obj.href === 'string')
    yield { field, label: (obj.linkLabel ?? obj.title) as string | undefined, href: obj.href };
  for (const [k, v] of Object.entries(obj)) yield* linksIn(v, [...field, k]);
}
