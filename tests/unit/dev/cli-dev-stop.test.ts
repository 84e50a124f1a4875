// `agency-site dev` against links in content/public/ and signals, as a user runs it: a link to /
// is not walked (dev answers, stays small), a link to /etc is neither served nor "copied", Ctrl-C
// ends dev within moments whatever it is doing, and a dev killed with kill -9 leaves a temporary
// folder that the next dev removes (and only that one).
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { spawnDev, type DevProcess } from './spawn-dev.ts';

const running: DevProcess[] = [];
const sites: string[] = [];
afterEach(async () => {
  for (const dev of running.splice(0)) dev.child.kill('SIGKILL');
  for (const site of sites.splice(0)) await removeSite(site);
});

/** A copy of the minimal site, and a private TMPDIR beside it for dev's temporary folder. */
async function site(): Promise<{ content: string; tmp: string }> {
  const content = await siteCopy();
  sites.push(content);
  const tmp = path.join(path.dirname(content), 'tmp');
  await mkdir(tmp);
  return { content, tmp };
}

function start(content: string, tmp: string): DevProcess {
  const dev = spawnDev(content, tmp);
  running.push(dev);
  return dev;
}

const devTemps = async (tmp: string) => (await readdir(tmp)).filter((n) => n.startsWith('agency-site-dev-'));
const built = / built \d+ pages · \d+ ms/;

test('a link in content/public to / is not followed: dev answers at once, stays small, and stops on Ctrl-C', async () => {
  const { content, tmp } = await site();
  await mkdir(path.join(content, 'public'));
  await symlink('/', path.join(content, 'public/rootlink'));
  const dev = start(content, tmp);
  const url = await dev.url();
  const t0 = performance.now();
  const res = await fetch(url + '/', { signal: AbortSignal.timeout(30_000) });
  console.info(
    `dev answered / ${Math.round(performance.now() - t0)} ms after printing its address, RSS ${dev.rssMb()?.toFixed(0)} MB`,
  );
  expect(res.status).toBe(200);
  expect((await fetch(url + '/rootlink/etc/hostname')).status).toBe(404);
  // Watching the disk through the link took GBs; dev itself needs a few hundred MB.
  expect(dev.rssMb()).toBeLessThan(700);
  expect(dev.output()).toContain('content/public/rootlink is a symbolic link to /: not copied');
  const stopped = await dev.stop('SIGINT');
  console.info(`dev exited ${stopped.ms} ms after SIGINT (link to /)`);
  expect(stopped.code).toBe(0);
  expect(stopped.ms).toBeLessThan(5000);
  // On a busy machine the removal may run out of its time at exit: then dev says what it left.
  for (const left of await devTemps(tmp))
    expect(dev.output()).toContain(`left ${path.join(tmp, left)} (not all removed in time)`);
}, 120_000);

test('a link to /etc in content/public is neither served nor reported as copied; a real file is', async () => {
  const { content, tmp } = await site();
  const pub = path.join(content, 'public');
  await mkdir(pub);
  await symlink('/etc', path.join(pub, 'etc'));
  const dev = start(content, tmp);
  const url = await dev.url();
  await dev.waitFor(built);
  await symlink('/etc', path.join(pub, 'later')); // made while dev watches
  await new Promise((r) => setTimeout(r, 1500));
  await writeFile(path.join(pub, 'hello.txt'), 'hello\n');
  await dev.waitFor(/hello\.txt → copied/);
  for (const p of ['/etc/passwd', '/etc/hostname', '/later/passwd', '/later/hostname'])
    expect((await fetch(url + p)).status, p).toBe(404);
  expect(await (await fetch(url + '/hello.txt')).text()).toBe('hello\n');
  const out = dev.output();
  // The only file copied is the real one (a busy machine may see its creation and its write as two
  // events: two lines, both for it); each link is said once, clearly.
  const copiedLines = out.split('\n').filter((l) => l.includes('→ copied'));
  expect(copiedLines.length).toBeGreaterThan(0);
  for (const l of copiedLines) expect(l).toMatch(/public\/hello\.txt → copied/);
  expect(out.match(/public\/etc is a symbolic link to \/etc: not copied/g)).toHaveLength(1);
  expect(out.match(/public\/later is a symbolic link to \/etc: not copied/g)).toHaveLength(1);
  expect(out).not.toMatch(/Internal error/);
  expect((await dev.stop('SIGINT')).code).toBe(0);
}, 120_000);

test('Ctrl-C during the first build and SIGTERM during a rebuild end dev within moments, its temporary folder removed', async () => {
  const { content, tmp } = await site();
  // Enough posts that the engine is surely busy when the signal comes.
  const post = await readFile(path.join(content, 'blog/first-post.md'), 'utf8');
  await Promise.all(Array.from({ length: 600 }, (_, i) => writeFile(path.join(content, `blog/extra-${i}.md`), post)));
  const first = start(content, tmp);
  await first.url();
  await new Promise((r) => setTimeout(r, 500));
  const during = !built.test(first.output());
  const a = await first.stop('SIGINT');
  const second = start(content, tmp);
  await second.waitFor(built);
  await appendFile(path.join(content, 'blog/first-post.md'), '\nMore.\n');
  await new Promise((r) => setTimeout(r, 100)); // the rebuild has begun
  const b = await second.stop('SIGTERM');
  console.info(
    `dev exited ${a.ms} ms after SIGINT ${during ? 'during' : 'after'} the first build, ${b.ms} ms after SIGTERM during a rebuild`,
  );
  expect([a.code, b.code]).toEqual([0, 0]);
  expect(a.ms).toBeLessThan(5000);
  expect(b.ms).toBeLessThan(5000);
  // Removing thousands of pages may take longer than the stop may (a loaded machine): what is
  // left is said, and the next dev removes it (tested below).
  for (const left of await devTemps(tmp))
    expect(first.output() + second.output()).toContain(
      `left ${path.join(tmp, left)} (not all removed in time): the next agency-site dev removes it`,
    );
}, 120_000);

test('the temporary folder of a dev killed with kill -9 is removed by the next dev, and nothing else is', async () => {
  const { content, tmp } = await site();
  const killed = start(content, tmp);
  await killed.waitFor(built);
  const [left] = await devTemps(tmp);
  expect(left).toBeDefined();
  await killed.stop('SIGKILL');
  expect(existsSync(path.join(tmp, left!))).toBe(true);
  // Not leftovers of a dead dev: a live process's, an unmarked one, one of another naming.
  const keep = [`agency-site-dev-${process.pid}-Abc123`, 'agency-site-dev-4194000-Abc123', 'agency-site-dev-Abc123'];
  for (const name of keep) await mkdir(path.join(tmp, name));
  for (const name of [keep[0]!, keep[2]!]) await writeFile(path.join(tmp, name, '.agency-site-output'), 'marked\n');
  const next = start(content, tmp);
  await next.waitFor(built);
  expect(existsSync(path.join(tmp, left!))).toBe(false);
  expect(next.output()).toContain(`removed ${path.join(tmp, left!)}, left by a dev server that was killed`);
  for (const name of keep) expect(existsSync(path.join(tmp, name)), name).toBe(true);
  expect((await next.stop('SIGINT')).code).toBe(0);
  expect((await devTemps(tmp)).sort()).toEqual([...keep].sort());
}, 120_000);
