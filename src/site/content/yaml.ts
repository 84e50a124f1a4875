// YAML parsing that remembers where every value came from, so a schema error
// can name the line of the field, not only the file.
//
// `yaml` (parseDocument) is the authority: YAML 1.2 core schema, every error with its line. Plain
// YAML (all that posts' front matter and the data files have) is read by js-yaml first, eight
// times faster, whenever its answer is certainly `yaml`'s (quickParse): that is most of loading a
// blog of thousands of posts, and of loading the pages' data files.
import { CORE_SCHEMA, load as jsYamlLoad } from 'js-yaml';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';

import type { FieldPath } from '../model/content.ts';

export type { FieldPath };

export interface ParsedYaml {
  data: unknown;
  /** 1-based line in the original file of the value at `path` (or of its nearest ancestor). */
  lineOf(path: FieldPath): number | undefined;
  errors: { line?: number; message: string }[];
}

/**
 * @param lineOffset lines before the YAML in its file (front matter starts after `---`).
 */
export function parseYaml(source: string, lineOffset = 0): ParsedYaml {
  const data = quickParse(source);
  if (data === undefined) return parseDocumentYaml(source, lineOffset);
  // Lines are wanted only to report a problem: the full parse then, once.
  let full: ParsedYaml | undefined;
  return { data, errors: [], lineOf: (path) => (full ??= parseDocumentYaml(source, lineOffset)).lineOf(path) };
}

/**
 * Whatever may start a node that js-yaml and `yaml` could read differently: an anchor, alias or
 * tag, a directive or reserved indicator, a block scalar with more than a chomping indicator
 * (`excerpt: >-` is common and fine); and tabs and merge keys anywhere. Such text takes the full
 * parse. A node starts at a line's indentation, after `key:`, after `- ` or inside brackets; an
 * `&` in the middle of text is only text.
 */
const unusual = /(?:^[ \t]*|:[ \t]+|-[ \t]+|[[{,][ \t]*)(?:[&*!%@`]|[|>](?![+-]?[ \t]*$))|\t|<</m;

/**
 * Plain scalars the 1.2 core schema reads as numbers, booleans or null. js-yaml (core schema too)
 * agrees on booleans and null but reads some of these as strings (`-.5`), so a result holding a
 * string or key that could have been a plain scalar of these is not trusted.
 */
const notPlainString =
  /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|~|null|Null|NULL|true|True|TRUE|false|False|FALSE|)$/;

/**
 * A plain scalar js-yaml reads as a number `yaml` reads as the same number, but for a sign before
 * a zero (`-0` is 0 to js-yaml; `-0x1F` is -31 to it and a string to `yaml`) and binary (`0b101`,
 * a string to `yaml`). A text where no scalar starts so has its numbers trusted (`columns: 4`,
 * `price: 9999`: the data files have them).
 */
const numberTheyDiffer = /(?:^|[\s[{,:])(?:[-+]0|0b)/m;

/**
 * A string js-yaml gave that could not have been a plain scalar: js-yaml reads that text, plain,
 * as something else (`2025` is a number to it), so it was quoted, and `yaml` reads it the same.
 */
function quotedForSure(text: string): boolean {
  try {
    return typeof jsYamlLoad(text, { schema: CORE_SCHEMA }) !== 'string';
  } catch {
    return false;
  }
}

function trusted(value: unknown, numbers: boolean): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'string') return !notPlainString.test(value) || quotedForSure(value);
  if (typeof value === 'number') return numbers;
  if (Array.isArray(value)) return value.every((v) => trusted(v, numbers));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false; // dates, binary…
  for (const [k, v] of Object.entries(value))
    if (k === '__proto__' || notPlainString.test(k) || !trusted(v, numbers)) return false;
  return true;
}

/**
 * A line at the margin starts a plain key (`title:`), a list item, a comment or nothing. Anything
 * else there (a continuation line, `---`, `? key`, a quoted key) takes the full parse: js-yaml
 * accepts some lines `yaml` rejects, such as a quoted scalar carried on at the margin.
 */
const marginLine = /^(?:[A-Za-z0-9_$][\w$.-]*:(?:[ \t]|$)|-(?:[ \t]|$)|#|$)/;

/**
 * A block scalar's header: `key: |`, `- key: >-`, `- |` (no comment, no indentation indicator:
 * those are unusual). Group 1 is what comes before the key or the last dash, group 2 the key.
 */
const blockHeader = /^([ ]*(?:-[ ]+)*)([^\s#'"?:,[\]{}&*!|>%@`-][^:#]*:[ ]+)?[|>][+-]?[ ]*$/;

/**
 * The lines outside block scalars' contents: a line of a literal or folded text is text, whatever
 * it begins with (`**SEO**`, `- item`, `> quote`), so only the others are looked at for the
 * unusual. A content line is a blank line or one indented past its header's key (or dash).
 */
function outsideBlockScalars(source: string): string {
  if (!/[|>][+-]?[ ]*$/m.test(source)) return source;
  const out: string[] = [];
  let within = -1; // lines indented past this column belong to the block scalar
  for (const line of source.split('\n')) {
    const indent = line.search(/[^ \r]/);
    if (within >= 0 && (indent < 0 || indent > within)) continue;
    within = -1;
    out.push(line);
    const header = blockHeader.exec(line.endsWith('\r') ? line.slice(0, -1) : line);
    if (!header) continue;
    const [, before, key] = header;
    if (key) within = before!.length;
    else if (before!.includes('-')) within = before!.lastIndexOf('-');
  }
  return out.join('\n');
}

/** The data, when js-yaml reads `source` as `yaml` would; else undefined (not trusted, or an error). */
function quickParse(source: string): Record<string, unknown> | undefined {
  if (source.includes('\t') || unusual.test(outsideBlockScalars(source))) return undefined;
  for (const line of source.split('\n')) if (line[0] !== ' ' && !marginLine.test(line)) return undefined;
  let data: unknown;
  try {
    data = jsYamlLoad(source, { schema: CORE_SCHEMA });
  } catch {
    return undefined; // the full parse reports it, with its line
  }
  return data && typeof data === 'object' && !Array.isArray(data) && trusted(data, !numberTheyDiffer.test(source))
    ? (data as Record<string, unknown>)
    : undefined;
}

function parseDocumentYaml(source: string, lineOffset: number): ParsedYaml {
  const lineCounter = new LineCounter();
  // YAML 1.2 core schema: `2025-01-02` stays a string and nothing is executed.
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // Errors found at end of input (an unclosed bracket) would point past the last line.
  const lastLine = source.replace(/\s+$/, '').split('\n').length;
  const lineAt = (offset: number) => Math.min(lineCounter.linePos(offset).line, lastLine) + lineOffset;

  const errors = doc.errors.map((e) => ({
    line: e.pos ? lineAt(e.pos[0]) : undefined,
    message: firstLine(e.message),
  }));
  let data: unknown;
  if (!errors.length) {
    try {
      data = doc.toJS({ maxAliasCount: 100 });
    } catch (err) {
      // An alias with no anchor before it, or too many aliases: found only when the data is made.
      const message = firstLine((err as Error).message);
      const alias = /: (\S+)$/.exec(message)?.[1];
      const at = alias
        ? source.search(new RegExp(`\\*${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![^\\s,\\]}])`))
        : -1;
      errors.push({ line: at >= 0 ? lineAt(at) : undefined, message });
    }
  }

  return {
    data,
    errors,
    lineOf(path) {
      let node: unknown = doc.contents;
      let line = node && (node as Node).range ? lineAt((node as Node).range![0]) : undefined;
      for (const key of path) {
        if (isMap(node)) {
          const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
          if (!pair) break;
          const keyNode = pair.key as Node;
          if (keyNode.range) line = lineAt(keyNode.range[0]);
          node = pair.value;
        } else if (isSeq(node)) {
          const item = node.items[Number(key)] as Node | undefined;
          if (!item) break;
          if (item.range) line = lineAt(item.range[0]);
          node = item;
        } else break;
      }
      return line;
    },
  };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}
