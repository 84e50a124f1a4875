// `agency-site schema`: the JSON Schemas of the content files, for editors (content/json-schemas.ts).
// Same rule as `build --out` (output-dir.ts): only into a folder of its own (missing, empty, or
// marked by an earlier run, SCHEMA_OUTPUT), never the content folder, the project, home or /, never
// through a link. Each file is written under a temporary name and renamed into place, which
// replaces a file and never writes through whatever stood there.
import type { SiteDefinition } from '../../site/site-definition.ts';
import { lstatSync, mkdirSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSchemas, jsonSchema } from '../../site/content/json-schemas.ts';
import { BuildError } from '../../site/diagnostics.ts';
import { assertOwnedOutput, SCHEMA_OUTPUT } from '../../site/output-dir.ts';
import { green, terminal } from '../report.ts';

export async function runSchema(flags: { out: string }, site: SiteDefinition): Promise<number> {
  const out = terminal(process.stdout);
  assertOwnedOutput(flags.out, { contentDir: 'content' }, SCHEMA_OUTPUT);
  const dir = path.resolve(flags.out); // not a link: the guard refuses one
  const schemas = contentSchemas(site.kinds).map((e) => ({
    name: `${e.name}.schema.json`,
    text: `${JSON.stringify(jsonSchema(e), null, 2)}\n`,
  }));
  const marker = { name: SCHEMA_OUTPUT.marker, text: SCHEMA_OUTPUT.markerText };
  for (const f of [marker, ...schemas]) assertReplaceable(flags.out, dir, f.name);
  try {
    mkdirSync(dir, { recursive: true });
    writeAll(dir, [marker]); // first: a run killed half-way leaves a folder still its own
    writeAll(dir, schemas);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new BuildError(
      `could not write the JSON Schemas into ${flags.out} (${e.code ?? e.message}${e.path ? `: ${e.path}` : ''})`,
      { cause: err },
    );
  }
  out.write(
    `${green(out, 'Wrote')} ${schemas.length} JSON Schemas into ${flags.out}/: ${schemas.map((f) => f.name).join(', ')}\n`,
  );
  return 0;
}

/** Only a file (one this command wrote: the folder is its own) is replaced; a link or folder in its place is refused. */
function assertReplaceable(given: string, dir: string, name: string): void {
  const s = lstatSync(path.join(dir, name), { throwIfNoEntry: false });
  if (!s || s.isFile()) return;
  const what = s.isSymbolicLink()
    ? `a symbolic link (to ${readlinkSync(path.join(dir, name))})`
    : s.isDirectory()
      ? 'a folder'
      : 'not a regular file';
  throw new BuildError(
    `refusing to ${SCHEMA_OUTPUT.verb} ${given} (${dir}): ${name} there is ${what}, not a file agency-site wrote. Nothing was changed. Remove it, or give another folder.`,
  );
}

/** Every file under a temporary name, then each renamed into place; a failure removes the temporary files. */
function writeAll(dir: string, files: readonly { name: string; text: string }[]): void {
  const temps: [tmp: string, target: string][] = [];
  try {
    for (const f of files) {
      const target = path.join(dir, f.name);
      const tmp = `${target}.${process.pid}.agency-site-tmp`;
      rmSync(tmp, { force: true }); // one a killed run of this pid left; a link there is removed, not followed
      temps.push([tmp, target]);
      writeFileSync(tmp, f.text, { flag: 'wx' });
    }
    for (const [tmp, target] of temps) renameSync(tmp, target);
  } catch (err) {
    for (const [tmp] of temps) rmSync(tmp, { force: true });
    throw err;
  }
}
