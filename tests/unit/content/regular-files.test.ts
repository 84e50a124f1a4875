// Only regular files are read as content (src/site/content/regular-file.ts): a named pipe, a device
// file or a link to one in content/blog or content/pages is an error naming it, at once, from
// `check` and `build` through the real CLI; `dev` reports one and recovers once it is gone.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { spawnDev } from '../dev/spawn-dev.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSite));
});

async function site(): Promise<string> {
  const content = await siteCopy();
  made.push(content);
  return content;
}

/** A device file like /dev/zero (endless bytes) where content is read; only root may make one. */
function zeroDevice(file: string): boolean {
  try {
    execFileSync('mknod', [file, 'c', '1', '5'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

it('a named pipe, a device and a link to a pipe are refused by check and build, naming each, without waiting', async () => {
  const content = await site();
  execFileSync('mkfifo', [
    path.join(content, 'blog/pipe.md'),
    path.join(content, 'pages/careers.yml'),
    path.join(content, 'blog/.drafts-pipe'),
  ]);
  await symlink('.drafts-pipe', path.join(content, 'blog/linked.md')); // a link inside the folder, to a pipe
  const device = zeroDevice(path.join(content, 'blog/zero.md'));
  const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
  const dist = path.join(path.dirname(content), 'dist');
  for (const args of [
    ['check', '--content', content],
    ['build', '--content', content, '--out', dist],
  ]) {
    const t0 = performance.now();
    const run = await runCli(args, { env, timeout: 60_000 });
    expect(run.code, args[0]).toBe(1);
    expect(performance.now() - t0, args[0]).toBeLessThan(30_000); // not waiting on the pipe for a writer
    const said = run.stdout + run.stderr;
    const refused: [file: string, kind: string][] = [
      ['blog/pipe.md', 'a named pipe'],
      ['pages/careers.yml', 'a named pipe'],
      ['blog/linked.md', 'a named pipe'],
    ];
    if (device) refused.push(['blog/zero.md', 'a device']);
    for (const [file, kind] of refused) {
      expect(said, `${args[0]} ${file}`).toMatch(
        new RegExp(
          `content/${file.replace('.', '\\.')}\\s+not-a-file\\s+is not a regular file \\(${kind}\\): content files must be ordinary files; remove it`,
        ),
      );
    }
    expect(said).not.toMatch(/Internal error|\n\s+at /);
  }
}, 120_000);

it('dev reports a named pipe in content/blog, and rebuilds as before once it is removed', async () => {
  const content = await site();
  const dev = spawnDev(content, path.dirname(content));
  try {
    const url = await dev.url();
    await dev.waitFor(/built \d+ pages/);
    const pipe = path.join(content, 'blog/pipe.md');
    execFileSync('mkfifo', [pipe]);
    await dev.waitFor(/pipe\.md {2}not-a-file {2}is not a regular file \(a named pipe\)/);
    await rm(pipe);
    await dev.waitFor(/pipe\.md → ✓ fixed/);
    const post = path.join(content, 'blog/first-post.md');
    await writeFile(post, (await readFile(post, 'utf8')).replace(/^title: .*$/m, 'title: "Edited after the pipe"'));
    await dev.waitFor(/first-post\.md → \d+ of \d+ pages rebuilt/);
    expect(await (await fetch(`${url}/blog/first-post`)).text()).toContain('Edited after the pipe');
  } finally {
    await dev.stop('SIGINT');
  }
}, 120_000);

it('content/public: a named pipe is not copied, nor waited on', async () => {
  const content = await site();
  await mkdir(path.join(content, 'public'));
  execFileSync('mkfifo', [path.join(content, 'public/feed.txt')]);
  const dist = path.join(path.dirname(content), 'dist');
  const run = await runCli(['build', '--content', content, '--out', dist], {
    env: { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') },
    timeout: 60_000,
  });
  expect(run.code).toBe(0);
  expect(await readFile(path.join(dist, 'feed.txt')).catch(() => 'none')).toBe('none');
});
