// The differential tests' measure: two output folders hold the same files with the same bytes.
// A difference is said in one line per file (missing, extra, or where its bytes part), so a
// failed step names every file that went stale, not only the first.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`: relative path (with /) → bytes. */
export async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full));
  }
  return out;
}

/** How `actual` differs from `expected`, one line per file; empty when they are the same. */
export function differences(actual: ReadonlyMap<string, Buffer>, expected: ReadonlyMap<string, Buffer>): string[] {
  const lines: string[] = [];
  for (const file of [...new Set([...actual.keys(), ...expected.keys()])].sort()) {
    const [a, b] = [actual.get(file), expected.get(file)];
    if (!a) lines.push(`${file}: missing`);
    else if (!b) lines.push(`${file}: not in the cold build`);
    else if (!a.equals(b)) lines.push(`${file}: ${whereTheyPart(file, a, b)}`);
  }
  return lines;
}

const textFile = /\.(html|xml|txt|css|js|json|svg|webmanifest)$|_headers$|_redirects$|\.conf$/;

function whereTheyPart(file: string, a: Buffer, b: Buffer): string {
  if (!textFile.test(file)) return `other bytes (${a.length} vs ${b.length} in the cold build)`;
  const [x, y] = [a.toString('utf8'), b.toString('utf8')];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 60));
  return `from character ${i}: ${around(x)} vs ${around(y)} in the cold build`;
}
