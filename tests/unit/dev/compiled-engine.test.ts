// dev's engine runs what is current: the compiled lib/ while it is as new as src/ (a fast start),
// the sources once a developer edits them. On a copy of agency-site (tests/helpers/project-copy.ts),
// compiled, whose lib/ is marked so that its pages say which code made them.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { edit, projectCopy, type ProjectCopy } from '../../helpers/project-copy.ts';
import { spawnDev, type DevProcess } from './spawn-dev.ts';

const exec = promisify(execFile);
let copy: ProjectCopy | undefined;
let dev: DevProcess | undefined;
afterEach(async () => {
  dev?.child.kill('SIGKILL');
  await dev?.exited;
  await copy?.remove();
  [dev, copy] = [undefined, undefined];
});

const FOOTER = '"container footer-grid"';

/** The compiled module that renders the footer, marked: its pages' footer gets class `marker`. */
async function markCompiledFooter(tool: string, marker: string): Promise<void> {
  const chunks = path.join(tool, 'lib/chunks');
  for (const name of await readdir(chunks)) {
    const file = path.join(chunks, name);
    const text = await readFile(file, 'utf8');
    if (text.includes(FOOTER)) return writeFile(file, text.replace(FOOTER, `"container footer-grid ${marker}"`));
  }
  throw new Error(`no compiled module holds ${FOOTER}`);
}

test('running compiled, dev renders with lib/ until src/ is edited, then with the edited sources', async () => {
  copy = await projectCopy();
  const { dir, tool, content } = copy;
  await exec(process.execPath, [path.join(tool, 'scripts/compile.mjs')], { cwd: tool, timeout: 240_000 });
  await markCompiledFooter(tool, 'made-by-lib');
  await mkdir(path.join(dir, 'tmp'));
  dev = spawnDev(content, path.join(dir, 'tmp'), {}, path.join(tool, 'bin/agency-site.js'));
  const url = await dev.url();
  await dev.waitFor(/ built \d+ pages/);
  expect(await (await fetch(url + '/')).text()).toContain('footer-grid made-by-lib');

  await edit(
    path.join(tool, 'src/site/components/Footer.tsx'),
    `className=${FOOTER}`,
    'className="container footer-grid made-by-src"',
  );
  await dev.waitFor(/Footer\.tsx → \d+ of \d+ pages rebuilt/);
  const home = await (await fetch(url + '/')).text();
  expect(home).toContain('footer-grid made-by-src');
  expect(home).not.toContain('made-by-lib');
}, 240_000);
