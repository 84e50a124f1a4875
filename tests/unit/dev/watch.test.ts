// The watcher: what a changed path means, and saves that chokidar's 50 ms throttle would swallow.
import fs from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { Change } from '../../../src/site/dev/queue.ts';
import { classify, watchSources } from '../../../src/site/dev/watch.ts';

const roots = { content: '/p/content', src: '/p/src/site' };

test.each([
  ['/p/content/blog/a.md', 'content'],
  ['/p/content/site.yml', 'content'],
  ['/p/content/public/favicon.svg', 'public'],
  ['/p/content/public/.well-known/security.txt', 'public'],
  ['/p/content/images/team/priya.jpg', 'content'],
  ['/p/content/images/logo.svg', 'content'],
  ['/p/content/images/.photo.png.swp', undefined],
  ['/p/src/site/styles/base.css', 'styles'],
  ['/p/src/site/client/menu.ts', 'client'],
  ['/p/src/site/components/Hero.tsx', 'code'],
  ['/p/src/site/routes.ts', 'code'],
  ['/p/src/site/components/notes.md', undefined],
  ['/p/content/blog/.a.md.swp', undefined],
  ['/p/content/blog/a.md~', undefined],
  ['/p/content/blog/4913', undefined],
  ['/p/content/blog/sedzsL9Dl', undefined],
  ['/p/content/blog/a.md___jb_tmp___', undefined],
  ['/p/content/pages/home.yaml', 'content'],
  ['/p/README.md', undefined],
  ['/p/content', undefined],
])('%s → %s', (file, area) => {
  expect(classify(file, roots)).toBe(area);
});

test('a second save inside the throttle window is still reported', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-watch-test-'));
  const content = path.join(dir, 'content');
  await mkdir(content);
  const file = path.join(content, 'a.md');
  await writeFile(file, 'one');
  const changes: Change[] = [];
  let notify: (() => void) | undefined;
  const watcher = await watchSources(
    { content },
    (c) => {
      changes.push(c);
      notify?.();
    },
    (err) => {
      throw err;
    },
  );
  const waitFor = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`saw ${changes.length} changes, wanted ${n}`)), 20_000); // room for a busy machine
      const check = () => {
        if (changes.length < n) return;
        clearTimeout(timer);
        notify = undefined;
        resolve();
      };
      notify = check;
      check();
    });
  try {
    await writeFile(file, 'two');
    await waitFor(1);
    await writeFile(file, 'three, a longer save'); // within 50 ms of the first event
    await waitFor(2);
    expect(changes.every((c) => c.file === file && c.area === 'content')).toBe(true);
  } finally {
    await watcher.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('links are not followed, and a content folder that is a link is watched under the name given', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-watch-test-'));
  const real = path.join(dir, 'real-content');
  const outside = path.join(dir, 'outside');
  await mkdir(path.join(real, 'public'), { recursive: true });
  await mkdir(outside);
  await symlink(outside, path.join(real, 'public/elsewhere'));
  const content = path.join(dir, 'content');
  await symlink(real, content);
  const changes: Change[] = [];
  const watcher = await watchSources(
    { content },
    (c) => changes.push(c),
    (err) => {
      throw err;
    },
  );
  try {
    await writeFile(path.join(outside, 'secret.txt'), 'not ours');
    await writeFile(path.join(real, 'public/hello.txt'), 'hello');
    const until = Date.now() + 10_000;
    while (!changes.some((c) => c.file.endsWith('hello.txt')) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300)); // time for a stray event from the link
    expect(changes.map((c) => c.file)).toContain(path.join(content, 'public/hello.txt'));
    expect(changes.filter((c) => c.file.includes('secret'))).toEqual([]);
  } finally {
    await watcher.close();
    await rm(dir, { recursive: true, force: true });
  }
});

// chokidar lists a new folder, then watches it: what is made in between gets no event of its own.
// The test makes a file and a folder in exactly that moment, by standing in for fs.watch.
test('what is made while the watcher takes up a new folder is still reported, and watched', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-watch-test-'));
  const content = path.join(dir, 'content');
  await mkdir(content);
  const pub = path.join(content, 'public');
  const late = path.join(pub, 'late.txt');
  const deeper = path.join(pub, 'sub', 'deeper.txt');
  const realWatch = fs.watch;
  fs.watch = ((target: fs.PathLike, ...rest: never[]) => {
    if (String(target) === pub && !fs.existsSync(late)) {
      fs.writeFileSync(late, 'made before the folder was watched');
      fs.mkdirSync(path.dirname(deeper));
      fs.writeFileSync(deeper, 'so was this');
    }
    return (realWatch as (...a: unknown[]) => fs.FSWatcher)(target, ...rest);
  }) as typeof fs.watch;
  syncBuiltinESMExports();
  const changes: Change[] = [];
  const watcher = await watchSources(
    { content },
    (c) => changes.push(c),
    (err) => {
      throw err;
    },
  );
  const until = async (file: string) => {
    const end = Date.now() + 10_000;
    while (!changes.some((c) => c.file === file) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  };
  try {
    await mkdir(pub);
    await until(late);
    await until(deeper);
    expect(fs.existsSync(late)).toBe(true);
    expect(changes).toContainEqual({ file: late, kind: 'add', area: 'public' });
    expect(changes).toContainEqual({ file: deeper, kind: 'add', area: 'public' });
    // The folder chokidar never saw made is watched from now on.
    const later = path.join(pub, 'sub', 'later.txt');
    await writeFile(later, 'written once all is watched');
    await until(later);
    expect(changes).toContainEqual({ file: later, kind: 'add', area: 'public' });
  } finally {
    fs.watch = realWatch;
    syncBuiltinESMExports();
    await watcher.close();
    await rm(dir, { recursive: true, force: true });
  }
});
