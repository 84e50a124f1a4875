// `schema --out` follows the same rule as `build --out` (output-dir.ts): only a folder of its own,
// never through a link. Each refused case is laid out on disk, written into by the real CLI, and
// compared after, links and all.
import { execFile } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSchemas, jsonSchema } from '../../../src/site/content/json-schemas.ts';
import { OUTPUT_MARKER, SCHEMA_OUTPUT } from '../../../src/site/output-dir.ts';
import { root } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const exec = promisify(execFile);
const bin = path.join(root, 'bin/agency-site.js');

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-schema-out-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function schema(cwd: string, out: string) {
  const env = { ...process.env, NO_COLOR: '1', AGENCY_SITE_CACHE_DIR: path.join(tmp, 'cache') };
  try {
    const { stdout, stderr } = await exec(process.execPath, [bin, 'schema', '--out', out], {
      cwd,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Every entry under `dir` (links not followed): a file's text, a link's target, a folder. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await readdir(dir, { recursive: true })) {
    const full = path.join(dir, name);
    const s = await lstat(full);
    out[name] = s.isSymbolicLink()
      ? `-> ${await readlink(full)}`
      : s.isDirectory()
        ? 'folder'
        : await readFile(full, 'utf8');
  }
  return out;
}

/** A project: package.json, content/ (a post), notes.txt, victim.txt, and what each case adds. */
async function project(name: string): Promise<string> {
  const dir = path.join(tmp, name);
  await mkdir(path.join(dir, 'content/blog'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), '{"name":"my-site"}\n');
  await writeFile(path.join(dir, 'content/blog/post.md'), '---\ntitle: Mine\n---\nbody\n');
  await writeFile(path.join(dir, 'notes.txt'), 'my notes\n');
  await writeFile(path.join(dir, 'victim.txt'), 'precious\n');
  // A folder of the user's own that happens to hold a file named like a schema.
  await mkdir(path.join(dir, 'foreign'));
  await writeFile(path.join(dir, 'foreign/site.schema.json'), '{"mine": true}\n');
  // A folder whose site.schema.json is a link to another file.
  await mkdir(path.join(dir, 'linkdir'));
  await symlink('../victim.txt', path.join(dir, 'linkdir/site.schema.json'));
  // An earlier schema folder of its own, in which a schema was since replaced by a link.
  await mkdir(path.join(dir, 'owned-link'));
  await writeFile(path.join(dir, 'owned-link', SCHEMA_OUTPUT.marker), SCHEMA_OUTPUT.markerText);
  await symlink('../victim.txt', path.join(dir, 'owned-link/site.schema.json'));
  // A link to an empty folder elsewhere.
  await mkdir(path.join(dir, 'elsewhere'));
  await symlink('elsewhere', path.join(dir, 'linked-folder'));
  // A build's output.
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist', OUTPUT_MARKER), 'built\n');
  await writeFile(path.join(dir, 'dist/index.html'), '<p>site</p>\n');
  return dir;
}

describe('schema --out refuses a folder it does not own, and changes nothing', () => {
  const cases: [name: string, out: string, why: RegExp][] = [
    [
      "a folder holding the user's own site.schema.json",
      'foreign',
      /it holds files agency-site did not write \(site\.schema\.json\)/,
    ],
    [
      'a folder whose site.schema.json is a link to another file',
      'linkdir',
      /it holds files agency-site did not write \(site\.schema\.json\)/,
    ],
    [
      'its own folder with a schema replaced by a link',
      'owned-link',
      /site\.schema\.json there is a symbolic link \(to \.\.\/victim\.txt\), not a file agency-site wrote/,
    ],
    ['a link to a folder', 'linked-folder', /it is a symbolic link \(to elsewhere\); give the folder itself/],
    ['the content folder', 'content', /it is the content folder/],
    ['a folder inside the content folder', 'content/blog', /it is inside the content folder/],
    ['the project folder', '.', /it is the folder you are working in, the project/],
    ['an existing file', 'notes.txt', /it is a file, not a folder/],
    ["a build's output", 'dist', /it is the output of `agency-site build` \(it holds \.agency-site-output\)/],
  ];
  for (const [name, out, why] of cases) {
    it(`refuses ${name}`, async () => {
      const dir = await project(name.replace(/\W+/g, '-'));
      const before = await snapshot(dir);
      const r = await schema(dir, out);
      expect(r.code, r.stdout).toBe(1);
      expect(r.stderr).toContain(`refusing to write the JSON Schemas into ${out} (${path.resolve(dir, out)}): `);
      expect(r.stderr).toMatch(why);
      expect(r.stderr).toContain('Nothing was changed');
      expect(r.stderr).not.toMatch(/Internal error|\n\s+at /); // a message, not a stack trace
      expect(await snapshot(dir)).toEqual(before);
    }, 60_000);
  }

  it('refuses the root of the file system', async () => {
    const before = (await readdir('/')).sort();
    const r = await schema(tmp, '/');
    expect(r.code, r.stdout).toBe(1);
    expect(r.stderr).toContain('refusing to write the JSON Schemas into / (/): it is the root of the file system');
    expect((await readdir('/')).sort()).toEqual(before);
  }, 60_000);
});

describe('schema --out into a folder of its own', () => {
  it('writes a missing folder, marks it, and writes it again; an empty folder too', async () => {
    const dir = await project('happy');
    const expectWritten = async (out: string) => {
      expect((await readdir(path.join(dir, out))).sort()).toEqual(
        [SCHEMA_OUTPUT.marker, ...contentSchemas(defaultSite.kinds).map((e) => `${e.name}.schema.json`)].sort(),
      );
      for (const e of contentSchemas(defaultSite.kinds))
        expect(JSON.parse(await readFile(path.join(dir, out, `${e.name}.schema.json`), 'utf8'))).toEqual(jsonSchema(e));
    };
    for (const out of ['.agency-site/schemas', '.agency-site/schemas']) {
      const r = await schema(dir, out);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(`Wrote ${contentSchemas(defaultSite.kinds).length} JSON Schemas into ${out}/`);
      await expectWritten(out);
    }
    await mkdir(path.join(dir, 'empty'));
    expect((await schema(dir, 'empty')).code).toBe(0);
    await expectWritten('empty');
    expect(await readFile(path.join(dir, 'victim.txt'), 'utf8')).toBe('precious\n');
  }, 60_000);
});
