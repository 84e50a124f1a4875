// YAML parsing that remembers where every value came from, so a schema error
// can name the line of the field, not only the file.
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';

export type FieldPath = readonly PropertyKey[];

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

  return {
    data: errors.length ? undefined : doc.toJS({ maxAliasCount: 100 }),
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
