// The generators the build benchmark compares, each turned into "build this many posts, cold":
// agency-site (this repository's CLI), Eleventy (installed into bench/.work/, never a dependency of
// the site) and Hugo (only where the `hugo` binary is installed, e.g. Debian's package).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const workDir = path.join(repoRoot, 'bench', '.work');

/** Pinned, so every run compares against the same Eleventy (3.1.5 installs from the registry mirror here). */
export const eleventyVersion = '3.1.5';

export interface Measured {
  seconds: number;
  /** Peak resident memory of the process (worker threads included), MB; NaN when not measurable. */
  peakMb: number;
  /** User + system CPU seconds, where /usr/bin/time reports them. */
  cpuSeconds: number;
  stdout: string;
  stderr: string;
  code: number;
}

const gnuTime = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p) && spawnSync(p, ['-v', 'true']).status === 0);

/** Run a command, wall-clock timed, with its peak RSS (GNU time -v, else sampling /proc). */
export async function measure(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Measured> {
  const full = gnuTime ? [gnuTime, '-v', cmd, ...args] : [cmd, ...args];
  const t0 = performance.now();
  const child = spawn(full[0]!, full.slice(1), { cwd: opts.cwd ?? repoRoot, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let sampledKb = 0;
  const sampler = gnuTime ? undefined : setInterval(() => void readHwm(child.pid).then((kb) => (sampledKb = Math.max(sampledKb, kb))), 20);
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const seconds = (performance.now() - t0) / 1000;
  if (sampler) clearInterval(sampler);
  let peakMb = sampledKb ? sampledKb / 1024 : NaN;
  let cpuSeconds = NaN;
  if (gnuTime) {
    const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
    const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
    const sys = /System time \(seconds\): ([\d.]+)/.exec(stderr);
    if (kb) peakMb = Number(kb[1]) / 1024;
    if (user && sys) cpuSeconds = Number(user[1]) + Number(sys[1]);
    stderr = stderr.replace(/\n?\tCommand being timed:[\s\S]*$/, '');
  }
  return { seconds, peakMb, cpuSeconds, stdout, stderr, code };
}

async function readHwm(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** HTML files under `dir`: the pages a generator wrote. */
export async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((e) => e.endsWith('.html')).length;
}

export interface Tool {
  name: string;
  /** Build the site cold into `outDir` (a folder that does not exist yet). */
  prepare(site: BenchSite): Promise<void>;
  run(site: BenchSite, outDir: string): Promise<Measured>;
}

export interface BenchSite {
  count: number;
  root: string;
  /** A full content/ folder: the real content plus the generated posts. */
  contentDir: string;
  /** The generated posts only. */
  postsDir: string;
}

/** Hard links where the file system allows (fast, no extra space), copies otherwise. */
async function linkPosts(from: string, to: string) {
  await mkdir(to, { recursive: true });
  for (const name of await readdir(from)) {
    if (!name.endsWith('.md')) continue;
    await link(path.join(from, name), path.join(to, name)).catch(async () => writeFile(path.join(to, name), await readFile(path.join(from, name))));
  }
}

/** The bench's own agency-site build cache: emptied before every cold run. */
export const agencyCache = path.join(workDir, 'agency-cache');

export function agencyBuild(contentDir: string, outDir: string, cache = agencyCache): Promise<Measured> {
  return measure(process.execPath, [path.join(repoRoot, 'bin/agency-site.js'), 'build', '--content', contentDir, '--out', outDir], {
    env: { AGENCY_SITE_CACHE_DIR: cache, NO_COLOR: '1' },
  });
}

export const agencySite: Tool = {
  name: 'agency-site',
  async prepare() {},
  async run(site, outDir) {
    // Cold, as after a fresh clone and `npm ci`: the CLI compiled (lib/), no build cache at all,
    // no previous output, a fresh process.
    await rm(agencyCache, { recursive: true, force: true });
    return agencyBuild(site.contentDir, outDir);
  },
};

/** What the images stage made for one site (pictures, share cards), kept between its runs. */
const picturesMade = path.join(workDir, 'agency-pictures');

/** A build cache that holds only what the images stage made: the rest of the build is cold. */
export async function picturesOnlyCache(): Promise<string> {
  const cache = path.join(workDir, 'agency-cache-pictures');
  await rm(cache, { recursive: true, force: true });
  await cp(picturesMade, path.join(cache, 'images'), { recursive: true });
  return cache;
}

/** Keep what a build made into `cache` in the images stage, for picturesOnlyCache. */
export async function keepPictures(cache: string): Promise<void> {
  await rm(picturesMade, { recursive: true, force: true });
  await cp(path.join(cache, 'images'), picturesMade, { recursive: true });
}

/**
 * agency-site cold as above, but for its pictures and share cards, made by an earlier build of the
 * same site: the engine's own time, with the images stage (issue 24) set apart.
 */
export const agencySitePicturesMade: Tool = {
  name: 'agency-site, pictures made',
  async prepare(site) {
    const out = path.join(site.root, 'out-pictures');
    await rm(agencyCache, { recursive: true, force: true });
    const m = await agencyBuild(site.contentDir, out);
    await rm(out, { recursive: true, force: true });
    if (m.code !== 0) throw new Error(`agency-site failed:\n${m.stderr || m.stdout}`);
    await keepPictures(agencyCache);
  },
  async run(site, outDir) {
    return agencyBuild(site.contentDir, outDir, await picturesOnlyCache());
  },
};

const eleventyDir = path.join(workDir, 'eleventy');
const eleventyCli = path.join(eleventyDir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');

/** Install Eleventy into bench/.work/eleventy once (its own package.json; the site's stays untouched). */
export async function ensureEleventy(log: (s: string) => void): Promise<boolean> {
  const installed = await readFile(path.join(eleventyDir, 'node_modules/@11ty/eleventy/package.json'), 'utf8').then((t) => JSON.parse(t).version as string, () => undefined);
  if (installed === eleventyVersion) return true;
  log(`installing Eleventy ${eleventyVersion} into ${path.relative(repoRoot, eleventyDir)}/ …`);
  await mkdir(eleventyDir, { recursive: true });
  await writeFile(path.join(eleventyDir, 'package.json'), JSON.stringify({ private: true, description: 'agency-site build benchmark: Eleventy to compare with', dependencies: { '@11ty/eleventy': eleventyVersion } }, null, 2) + '\n');
  const npm = spawnSync('npm', ['install', '--prefix', eleventyDir, '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
  if (npm.status !== 0) {
    log('Eleventy could not be installed (see npm above): its column is left out');
    return false;
  }
  return true;
}

const layout = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head>
<body><main><h1>{{ title }}</h1>{{ content | safe }}</main></body></html>
`;

export const eleventy: Tool = {
  name: 'Eleventy',
  async prepare(site) {
    const dir = path.join(site.root, 'eleventy');
    await rm(dir, { recursive: true, force: true });
    await linkPosts(site.postsDir, path.join(dir, 'src', 'blog'));
    await mkdir(path.join(dir, 'src', '_includes'), { recursive: true });
    await writeFile(path.join(dir, 'src', '_includes', 'layout.njk'), layout);
    await writeFile(path.join(dir, 'src', 'blog', 'blog.json'), JSON.stringify({ layout: 'layout.njk', permalink: '/blog/{{ page.fileSlug }}/index.html' }));
  },
  async run(site, outDir) {
    // Its own folder as the working directory: Eleventy honours the repository's .gitignore otherwise.
    return measure(process.execPath, [eleventyCli, '--input=src', `--output=${outDir}`, '--quiet'], { cwd: path.join(site.root, 'eleventy') });
  },
};

export function hugoVersion(): string | undefined {
  const r = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().split(' ').slice(0, 2).join(' ') : undefined;
}

export const hugo: Tool = {
  name: 'Hugo',
  async prepare(site) {
    const dir = path.join(site.root, 'hugo');
    await rm(dir, { recursive: true, force: true });
    await linkPosts(site.postsDir, path.join(dir, 'content', 'blog'));
    await mkdir(path.join(dir, 'layouts', '_default'), { recursive: true });
    await writeFile(path.join(dir, 'hugo.toml'), `baseURL = "https://example.org/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\nbuildFuture = true\n`);
    const page = (body: string) => `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>\n<body><main><h1>{{ .Title }}</h1>${body}</main></body></html>\n`;
    await writeFile(path.join(dir, 'layouts', '_default', 'single.html'), page('{{ .Content }}'));
    await writeFile(path.join(dir, 'layouts', '_default', 'list.html'), page(''));
  },
  async run(site, outDir) {
    return measure('hugo', ['--quiet', '--source', path.join(site.root, 'hugo'), '--destination', outDir, '--noBuildLock']);
  },
};
