// Pictures in content/images/ the build cannot or must not use, through the real CLI: each is
// refused by `build` and by `check` alike, naming the file, line and field that show it and the
// real reason, and a refused build leaves the previous dist/ as it was. A picture's size is the
// one it is shown at (EXIF orientation), and a link inside the content folder is followed, as for
// posts.
import { execFile } from 'node:child_process';
import { mkdir, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTree } from '../build/helpers.ts';
import { removeSite, root, siteCopy } from '../../helpers/sites.ts';
import { pngClaiming } from './picture-files.ts';
import type { JsonFinding as Finding } from '../../../src/cli/commands/check.ts';

const exec = promisify(execFile);
const bin = path.join(root, 'bin/agency-site.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI in the site's folder; a run that hangs (a FIFO read on old code) is killed and fails. */
async function cli(dir: string, args: string[]): Promise<Run> {
  const env = { ...process.env, NO_COLOR: '1', AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache') };
  try {
    const { stdout, stderr } = await exec(process.execPath, [bin, ...args], { cwd: dir, env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number | null; signal?: string; stdout: string; stderr: string };
    return { code: e.code ?? -1, stdout: e.stdout, stderr: `${e.stderr}${e.signal ? `\n(killed: ${e.signal})` : ''}` };
  }
}

/** The images findings of `check --format json`. */
const imageFindings = (r: Run): Finding[] =>
  (JSON.parse(r.stdout || '[]') as Finding[]).filter((f) => f.rule === 'images' && f.severity === 'error');

/** A picture shown in the first post's Markdown: its line there. */
async function showInPost(contentDir: string, src: string): Promise<number> {
  const file = path.join(contentDir, 'blog', 'first-post.md');
  const text = await readFile(file, 'utf8');
  const added = `${text.trimEnd()}\n\n![A picture](${src})\n`;
  await writeFile(file, added);
  return added.trimEnd().split('\n').length;
}

const post = 'content/blog/first-post.md';

describe('a local picture the build cannot or must not use', { timeout: 120_000 }, () => {
  let contentDir: string;
  let dir: string;
  let before: Map<string, string>;
  let goodBuild: Run;
  let check: Run;
  let build: Run;
  let truncatedBuild: Run;
  let truncatedCheck: Run;
  const lines: Record<string, number> = {};

  beforeAll(async () => {
    contentDir = await siteCopy();
    dir = path.dirname(contentDir);
    const images = path.join(contentDir, 'images');
    await mkdir(images);
    // A good build first: a photo its camera saved sideways, and a link inside content/ to it.
    const sideways = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2563eb' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await writeFile(path.join(images, 'sideways.jpg'), sideways);
    await mkdir(path.join(images, 'team'));
    await symlink('../sideways.jpg', path.join(images, 'team', 'alias.jpg'));
    lines.sideways = await showInPost(contentDir, 'images/sideways.jpg');
    lines.alias = await showInPost(contentDir, 'images/team/alias.jpg');
    goodBuild = await cli(dir, ['build', '--out', 'dist']);
    before = await readTree(path.join(dir, 'dist'));

    // Then every kind of bad picture at once, each shown in the post.
    const good = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#16a34a' } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(images, 'cut.jpg'), good.subarray(0, Math.floor(good.length * 0.6)));
    await writeFile(path.join(images, 'empty.png'), '');
    await writeFile(path.join(images, 'huge.png'), pngClaiming(20_000, 20_000));
    await writeFile(path.join(images, 'heavy.png'), '');
    await truncate(path.join(images, 'heavy.png'), 51 * 1024 * 1024); // sparse: no disk, no time
    await writeFile(path.join(dir, 'outside.png'), good);
    await symlink(path.join(dir, 'outside.png'), path.join(images, 'outside.png'));
    await symlink('/dev/zero', path.join(images, 'zero.png'));
    await exec('mkfifo', [path.join(images, 'pipe.png')]);
    await writeFile(path.join(images, 'text.png'), 'not a picture at all\n');
    for (const name of [
      'cut.jpg',
      'empty.png',
      'huge.png',
      'heavy.png',
      'outside.png',
      'zero.png',
      'pipe.png',
      'text.png',
    ]) {
      lines[name] = await showInPost(contentDir, `images/${name}`);
    }
    [check, build] = [await cli(dir, ['check', '--format', 'json']), await cli(dir, ['build', '--out', 'dist'])];

    // The truncated JPEG alone: the build finds it as it decodes it, after the pages are made.
    const file = path.join(contentDir, 'blog', 'first-post.md');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text
        .split('\n')
        .filter((l) => !/\]\(images\/(?!cut\.jpg|sideways|team)/.test(l))
        .join('\n'),
    );
    lines.cutAlone = (await readFile(file, 'utf8')).split('\n').findIndex((l) => l.includes('images/cut.jpg')) + 1;
    truncatedBuild = await cli(dir, ['build', '--out', 'dist']);
    truncatedCheck = await cli(dir, ['check', '--format', 'json']);
  }, 400_000);
  afterAll(() => removeSite(contentDir));

  /** The finding `check` gives for a picture, and the line `build` prints for it. */
  function refused(name: string, says: RegExp, run = build, checked = check, line = lines[name]) {
    const finding = imageFindings(checked).find((f) => f.message.startsWith(`images/${name} `));
    expect(finding, `check names images/${name}`).toMatchObject({ file: post, line, field: 'body' });
    expect(finding!.message).toMatch(says);
    expect(checked.code).toBe(1);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${post}:${line}  images  body  images/${name} `);
    expect(run.stderr).toMatch(says);
    expect(run.stderr).not.toMatch(/Internal error|\n\s+at /);
  }

  it('the good build publishes a sideways photo at the size it is shown, and a link inside content/', async () => {
    expect(goodBuild.code, goodBuild.stderr).toBe(0);
    const html = parse(await readFile(path.join(dir, 'dist/blog/first-post/index.html'), 'utf8'));
    const imgs = html.querySelectorAll('.prose picture img');
    expect(imgs).toHaveLength(2);
    for (const img of imgs) {
      // Turned upright: 600 wide, 1200 tall, as a browser shows it; the files made are so too.
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '1200']);
      const fallback = img.getAttribute('src')!;
      expect(fallback).toMatch(/-600\.jpg$/);
      const meta = await sharp(path.join(dir, 'dist', fallback)).metadata();
      expect([meta.width, meta.height]).toEqual([600, 1200]);
    }
  });

  it('a truncated JPEG: check and build name it, and the build leaves dist/ as it was', async () => {
    refused(
      'cut.jpg',
      /images\/cut\.jpg is truncated or damaged( \(VipsJpeg: premature end of JPEG image\))?: export it again from the original/,
      truncatedBuild,
      truncatedCheck,
      lines.cutAlone,
    );
    expect(truncatedBuild.stderr).toMatch(/nothing was written, dist\/ is unchanged/);
    expect(imageFindings(check).map((f) => f.message)).toContainEqual(
      expect.stringMatching(/^images\/cut\.jpg is truncated or damaged/),
    );
    expect(await readTree(path.join(dir, 'dist'))).toEqual(before);
  });

  it('a 0-byte PNG: an empty file', () => {
    refused('empty.png', /images\/empty\.png is an empty file \(0 bytes\)/);
  });

  it('a 20000 × 20000 PNG: too many pixels, with its size and the limit, not "not a picture"', () => {
    refused(
      'huge.png',
      /images\/huge\.png is 20000 × 20000 pixels \(400 megapixels\), more than the 40 megapixels a picture may have/,
    );
  });

  it('a file over 50 MB: refused before it is read', () => {
    refused('heavy.png', /images\/heavy\.png is 51 MB, more than the 50 MB a picture may be/);
  });

  it('a link to a file outside content/: refused as for posts, never published', async () => {
    refused('outside.png', /images\/outside\.png is a symbolic link to .*outside\.png, outside the content folder/);
  });

  it('/dev/zero through a link: refused at once', () => {
    refused('zero.png', /images\/zero\.png is a symbolic link to \/dev\/zero, outside the content folder/);
  });

  it('a FIFO: refused at once, not waited on', () => {
    refused('pipe.png', /images\/pipe\.png is not a regular file \(a named pipe\)/);
  });

  it('text named .png: not a picture format', () => {
    refused(
      'text.png',
      /images\/text\.png is not a picture the build can read: save it as PNG, JPEG, WebP, AVIF, GIF or SVG/,
    );
  });

  it('a refused build changes nothing in dist/', async () => {
    expect(build.stderr).toMatch(/nothing was written, dist\/ is unchanged/);
    expect(await readTree(path.join(dir, 'dist'))).toEqual(before);
  });
});
