// What the CMS does on opening a file (Sveltia CMS, create/normalize.js): a missing field gets its
// default, a value of another type is coerced to its field's (format.ts mirrors its save path).
import type { CmsField, Json } from './fields.ts';

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringWidgets = new Set([
  'color',
  'compute',
  'datetime',
  'map',
  'markdown',
  'richtext',
  'string',
  'text',
  'uuid',
]);
export const isMultiple = (f: CmsField) =>
  (f.widget === 'select' || f.widget === 'relation' || f.widget === 'image' || f.widget === 'file') &&
  f.multiple === true;

export function filled(fields: readonly CmsField[], data: Json): Json {
  const out: Json = structuredClone(data);
  for (const f of fields) fillField(f, out, f.name);
  return out;
}

export function typeFields(f: CmsField, value: unknown): CmsField[] | undefined {
  const typeKey = (f.typeKey as string | undefined) ?? 'type';
  return ((f.types ?? []) as CmsField[]).find((t) => isObject(value) && t.name === value[typeKey])?.fields as
    CmsField[] | undefined;
}

function fillField(f: CmsField, holder: Json, key: string | number): void {
  const value = holder[key];
  const occupied = value !== undefined;
  if (!occupied || !reconcile(f, holder, key)) {
    defaultOf(f, holder, key);
    return;
  }
  const now = holder[key];
  if (f.widget === 'object' && isObject(now)) {
    const sub = (f.fields as CmsField[] | undefined) ?? typeFields(f, now);
    for (const s of sub ?? []) fillField(s, now, s.name);
  } else if (f.widget === 'list' && Array.isArray(now) && (f.field || f.fields || f.types)) {
    now.forEach((item, i) => {
      if (f.field) return fillField(f.field as CmsField, now, i);
      if (!isObject(item)) return;
      const sub = (f.fields as CmsField[] | undefined) ?? typeFields(f, item);
      for (const s of sub ?? []) fillField(s, item, s.name);
    });
  }
}

/** Whether the value can stay (coerced in place); false: the field takes its default. */
function reconcile(f: CmsField, holder: Json, key: string | number): boolean {
  const value = holder[key];
  if (['hidden', 'keyvalue', 'code'].includes(f.widget)) return true;
  if (f.widget === 'object') return value === null || (isObject(value) && Object.keys(value).length > 0);
  if (f.widget === 'list' || isMultiple(f)) {
    if (Array.isArray(value)) return true;
    if (isObject(value)) return false;
    const hasSub = f.widget === 'list' && Boolean(f.field || f.fields || f.types);
    if (!hasSub && value !== null) {
      holder[key] = [value];
      return true;
    }
    return false;
  }
  if (Array.isArray(value) && value.length) holder[key] = value[0];
  const v = holder[key];
  if (isObject(v) || Array.isArray(v)) return false;
  if (stringWidgets.has(f.widget)) {
    if (typeof v !== 'string') holder[key] = String(v ?? '');
    return true;
  }
  if (f.widget === 'boolean') {
    if (typeof v === 'boolean') return true;
    const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
    if (s !== 'true' && s !== 'false') return false;
    holder[key] = s === 'true';
    return true;
  }
  if (f.widget !== 'number') return true;
  const valueType = (f.value_type as string | undefined) ?? 'int';
  if ((valueType !== 'int' && valueType !== 'float') || typeof v === 'number' || v === null) return true;
  const n = typeof v === 'string' ? Number(v.trim()) : Number.NaN;
  if (v === '' || Number.isNaN(n)) return false;
  holder[key] = n;
  return true;
}

/** A missing field's value as a new entry gets it (fields/<type>/defaults.js). */
function defaultOf(f: CmsField, holder: Json, key: string | number): void {
  const d = f.default;
  const required = f.required !== false;
  switch (f.widget) {
    case 'boolean':
      holder[key] = typeof d === 'boolean' ? d : false;
      return;
    case 'number':
      holder[key] = d ?? (['int', 'float', undefined].includes(f.value_type as string | undefined) ? null : '');
      return;
    case 'object': {
      if (isObject(d)) holder[key] = structuredClone(d);
      else if (!required || Array.isArray(f.types)) holder[key] = null;
      else {
        const obj: Json = {};
        for (const s of (f.fields as CmsField[] | undefined) ?? []) defaultOf(s, obj, s.name);
        holder[key] = obj;
      }
      return;
    }
    case 'list':
      holder[key] = Array.isArray(d) ? structuredClone(d) : [];
      return;
    case 'select':
    case 'relation': {
      const first = ((f.options ?? []) as unknown[])[0];
      const firstValue = isObject(first) ? first.value : first;
      holder[key] = f.multiple
        ? Array.isArray(d)
          ? d
          : []
        : (d ?? (firstValue === undefined || typeof firstValue === 'string' ? '' : null));
      return;
    }
    case 'keyvalue':
      holder[key] = isObject(d) ? d : required ? { '': '' } : {};
      return;
    case 'hidden':
      holder[key] = d;
      return;
    default:
      holder[key] = typeof d === 'string' && d ? d : '';
  }
}
