// `npm run bench`: how fast agency-site turns N Markdown posts into a site, side by side with
// Eleventy and Hugo on the same machine, in the same run, from the same seeded posts.
//
//   npm run bench                                   # N = 250, 1000, 4000, 10000; 3 cold runs each
//   npm run bench -- --sizes 250,1000 --runs 1      # a quick look
//   npm run bench -- --tools agency-site --incremental 0
//
// Each N gets bench/.work/sites/<N>/: a copy of content/ plus N generated posts (bench/generate-posts.ts;
// every other date a quoted ISO string), and the same posts for Eleventy (minimal layout) and Hugo.
// A run is cold: a fresh process, no previous output, and for agency-site an empty build cache.
// agency-site runs a second way too, its build cache holding only the pictures and share cards an
// earlier build made: the images stage's part of a figure, set apart.
// Runs of the tools alternate, so background load on a shared machine hits them alike.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { agencyBuild, agencyCache, agencySite, agencySitePicturesMade, countPages, eleventy, ensureEleventy, hugo, hugoVersion, measure, repoRoot, workDir, keepPictures, picturesOnlyCache, type BenchSite, type Measured, type Tool } from './bench-tools.ts';
import { generatePosts, readCategories, repoContent } from './generate-posts.ts';

const { values: flags } = parseArgs({
  options: {
    sizes: { type: 'string', default: '250,1000,4000,10000' },
    runs: { type: 'string', default: '3' },
    tools: { type: 'string', default: 'agency-site,eleventy,hugo' },
    incremental: { type: 'string', default: '4000' },
    rebuilds: { type: 'string', default: '7' },
    seed: { type: 'string', default: '1' },
    json: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (flags.help) {
  process.stdout.write(
    'usage: npm run bench -- [--sizes 250,1000,4000,10000] [--runs 3] [--tools agency-site,eleventy,hugo]\n' +
      '                        [--incremental 4000 (0: skip)] [--rebuilds 7] [--seed 1] [--json results.json]\n',
  );
  process.exit(0);
}

const sizes = flags.sizes.split(',').map(Number);
const runs = Number(flags.runs);
const seed = Number(flags.seed);
const incrementalAt = Number(flags.incremental);
// Rebuilds take a third of a second: more of them than cold runs, as this machine's timings of
// one vary by ±10 % from run to run.
const rebuilds = Number(flags.rebuilds);
const wanted = new Set(flags.tools.split(',').map((t) => t.trim().toLowerCase()));
if (sizes.some((n) => !Number.isInteger(n) || n < 0) || !(runs >= 1) || !(rebuilds >= 1) || !Number.isInteger(seed) || !Number.isInteger(incrementalAt)) {
  process.stderr.write('error: --sizes, --runs, --rebuilds, --incremental and --seed take whole numbers (see --help)\n');
  process.exit(2);
}

const log = (s: string) => process.stderr.write(`${s}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/** content/ + N seeded posts; the posts also on their own for Eleventy and Hugo. */
async function createSite(count: number): Promise<BenchSite> {
  const root = path.join(workDir, 'sites', String(count));
  const contentDir = path.join(root, 'content');
  const postsDir = path.join(root, 'posts');
  const stamp = path.join(root, 'generated.json');
  const expected = JSON.stringify({ count, seed, content: await contentStamp() });
  if ((await readFile(stamp, 'utf8').catch(() => '')) === expected) return { count, root, contentDir, postsDir };
  await rm(root, { recursive: true, force: true });
  await cp(repoContent, contentDir, { recursive: true });
  await withoutPictures(contentDir);
  const posts = generatePosts({ count, seed, categories: await readCategories(repoContent) });
  // Front matter dates come both ways (CONTRACT.md): YAML dates, and quoted ISO strings.
  const texts = posts.map((p, i) => ({ file: p.file, text: i % 2 ? p.text.replace(/^date: (\d{4}-\d{2}-\d{2})$/m, 'date: "$1T09:30:00Z"') : p.text }));
  await mkdir(postsDir, { recursive: true });
  for (let i = 0; i < texts.length; i += 128) {
    await Promise.all(
      texts.slice(i, i + 128).flatMap((p) => [writeFile(path.join(postsDir, p.file), p.text), writeFile(path.join(contentDir, 'blog', p.file), p.text)]),
    );
  }
  await writeFile(stamp, expected);
  return { count, root, contentDir, postsDir };
}

/**
 * The engine is measured on posts, as Eleventy and Hugo are: content/'s own pictures would add the
 * images stage's first run to every cold build. Each picture becomes a hot-linked one, as the site
 * had before pictures were part of the build; the site's own first build (above) keeps them.
 */
async function withoutPictures(contentDir: string): Promise<void> {
  await rm(path.join(contentDir, 'images'), { recursive: true, force: true });
  for (const rel of await readdir(contentDir, { recursive: true })) {
    if (!/\.(ya?ml|md)$/.test(rel)) continue;
    const file = path.join(contentDir, rel);
    const text = await readFile(file, 'utf8');
    const hotLinked = text
      .replace(/^(\s*)(- )?src: images\/(\S+)\.\w+$/gm, (_m, indent: string, dash = '', name: string) => {
        const at = indent + ' '.repeat(dash.length);
        return `${indent}${dash}src: https://images.example.com/${name}.jpg\n${at}width: 800\n${at}height: 600`;
      })
      .replace(/^(image|socialImage): images\/(\S+)\.\w+$/gm, '$1: https://images.example.com/$2.jpg');
    if (hotLinked !== text) await writeFile(file, hotLinked);
  }
}

/** The engine's code that exists for speed alone (ARCHITECTURE.md lists what each part saves). */
async function speedMachineryLines(): Promise<{ total: number; files: string[] }> {
  const files = [
    'src/site/output/manifest.ts', 'src/site/output/update.ts', 'src/site/page-keys.ts', 'src/site/content/memo.ts', 'src/site/project.ts',
    'scripts/compile.mjs', 'bin/agency-site.js', 'src/site/images/card-worker.mjs', 'src/site/components/layout-parts.tsx',
  ];
  const counts = await Promise.all(files.map(async (f) => (await readFile(path.join(repoRoot, f), 'utf8')).split('\n').length));
  return { total: counts.reduce((a, b) => a + b, 0), files: files.map((f, i) => `${path.basename(f)} ${counts[i]}`) };
}

/** Changes to the real content/ regenerate the bench sites. */
async function contentStamp(): Promise<string> {
  const names = await readdir(repoContent, { recursive: true });
  let latest = 0;
  for (const n of names) latest = Math.max(latest, (await stat(path.join(repoContent, n))).mtimeMs);
  return `${names.length}:${latest}`;
}

interface Row {
  tool: string;
  n: number;
  pages: number;
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  runs: number[];
}

const tools: Tool[] = [];
if (wanted.has('agency-site')) tools.push(agencySite, agencySitePicturesMade);
if (wanted.has('eleventy') && (await ensureEleventy(log))) tools.push(eleventy);
const hugoAt = wanted.has('hugo') ? hugoVersion() : undefined;
if (hugoAt) tools.push(hugo);
else if (wanted.has('hugo')) log('hugo is not installed (Debian: apt-get install hugo): its column is left out');

const cpu = cpus()[0]?.model ?? 'unknown CPU';
log(`machine: ${availableParallelism()} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GB; node ${process.version}${hugoAt ? `; ${hugoAt}` : ''}`);

const outputs: string[] = [];
// Outputs of an earlier, interrupted bench.
for (const n of sizes) {
  const root = path.join(workDir, 'sites', String(n));
  for (const name of await readdir(root).catch(() => [] as string[])) if (name.startsWith('out-')) await rm(path.join(root, name), { recursive: true, force: true });
}

// As `npm ci` does (its prepare script): the CLI compiled from src/ into lib/. Timed; the builds
// below all run the compiled CLI, as a user's do after installing.
const compile = await measure(process.execPath, [path.join(repoRoot, 'scripts/compile.mjs')]);
if (compile.code !== 0) throw new Error(`compiling the CLI failed:\n${compile.stderr}`);
log(`compile at install (npm prepare): ${compile.seconds.toFixed(2)} s`);

// The site's own first build after `npm ci`: content/ as shipped, no cache, no output.
let siteBuild: Measured | undefined;
let sitePicturesMade: Measured | undefined;
if (tools.includes(agencySite)) {
  const out = path.join(workDir, 'out-site');
  await rm(agencyCache, { recursive: true, force: true });
  siteBuild = await agencyBuild(repoContent, out);
  if (siteBuild.code !== 0) throw new Error(`agency-site failed:\n${siteBuild.stderr || siteBuild.stdout}`);
  outputs.push(out);
  log(`the site's own first build: ${siteBuild.seconds.toFixed(2)} s`);
  await keepPictures(agencyCache);
  const again = path.join(workDir, 'out-site-pictures');
  sitePicturesMade = await agencyBuild(repoContent, again, await picturesOnlyCache());
  outputs.push(again);
  log(`the same, its pictures and share cards made before: ${sitePicturesMade.seconds.toFixed(2)} s`);
}

// Every run writes a new output folder, removed only at the very end: ext4 skips inodes freed in the
// last ~30 s when it allocates new ones, so deleting a site right before a run slows that run's
// file creation by a large, variable factor (measured here), whichever tool it is.
const rows: Row[] = [];
for (const n of sizes) {
  const site = await createSite(n);
  for (const tool of tools) await tool.prepare(site);
  const results = new Map<Tool, Measured[]>(tools.map((t) => [t, []]));
  const outDir = (tool: Tool, r: number) => path.join(site.root, `out-${tool.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${r}`);
  for (let r = 0; r < runs; r++) {
    for (const tool of tools) {
      outputs.push(outDir(tool, r));
      // The previous run's pages are still being written back to disk: flushed first, so that each
      // run pays for its own writes only, whichever tool ran before it.
      spawnSync('sync');
      const m = await tool.run(site, outDir(tool, r));
      if (m.code !== 0) throw new Error(`${tool.name} failed at N=${n} (exit ${m.code}):\n${m.stderr || m.stdout}`);
      results.get(tool)!.push(m);
      log(`N=${n} ${tool.name.padEnd(11)} run ${r + 1}/${runs}: ${m.seconds.toFixed(2)} s, ${m.cpuSeconds.toFixed(2)} s CPU, ${m.peakMb.toFixed(0)} MB`);
    }
  }
  for (const tool of tools) {
    const ms = results.get(tool)!;
    rows.push({
      tool: tool.name,
      n,
      pages: await countPages(outDir(tool, runs - 1)),
      seconds: median(ms.map((m) => m.seconds)),
      cpuSeconds: median(ms.map((m) => m.cpuSeconds)),
      peakMb: Math.max(...ms.map((m) => m.peakMb)),
      runs: ms.map((m) => m.seconds),
    });
  }
}

interface Incremental {
  n: number;
  cold: number;
  noChange: number[];
  onePost: number[];
  /** Pages the one-post rebuilds rendered (the post, and the listing pages that show it). */
  rendered: number[];
  internalMs: { noChange: number[]; onePost: number[] };
}

/** A warm cache: rebuild with nothing changed, then after editing one post's body. */
async function incremental(n: number): Promise<Incremental> {
  const site = await createSite(n);
  // The cold runs above leave gigabytes for the kernel to write back, which slows every file
  // operation for a while: a developer's rebuild starts on a quiet disk, so this one does too.
  spawnSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const out = path.join(site.root, 'out-incremental');
  await rm(out, { recursive: true, force: true });
  const run = () => agencyBuild(site.contentDir, out);
  const totalMs = (m: Measured) => {
    const t = / in ([\d.]+) (ms|s)\b/.exec(m.stdout);
    return t ? Number(t[1]) * (t[2] === 's' ? 1000 : 1) : NaN;
  };
  const check = (m: Measured, what: string) => {
    if (m.code !== 0) throw new Error(`agency-site failed (${what}):\n${m.stderr || m.stdout}`);
    return m;
  };
  const cold = check(await agencySite.run(site, out), 'cold'); // truly cold: no content memo either
  const victim = path.join(site.contentDir, 'blog', (await readdir(site.postsDir)).sort()[Math.floor(n / 2)]!);
  const original = await readFile(victim, 'utf8');
  const result: Incremental = { n, cold: cold.seconds, noChange: [], onePost: [], rendered: [], internalMs: { noChange: [], onePost: [] } };
  try {
    for (let r = 0; r < rebuilds; r++) {
      const same = check(await run(), 'no change');
      result.noChange.push(same.seconds);
      result.internalMs.noChange.push(totalMs(same));
      await writeFile(victim, `${original.trimEnd()}\n\nEdited for incremental run ${r + 1}.\n`);
      const one = check(await run(), 'one post');
      result.rendered.push(Number(/· (\d+) rendered/.exec(one.stdout)?.[1] ?? NaN));
      result.onePost.push(one.seconds);
      result.internalMs.onePost.push(totalMs(one));
    }
  } finally {
    await writeFile(victim, original);
  }
  outputs.push(out);
  return result;
}

const inc = incrementalAt > 0 && tools.includes(agencySite) ? await incremental(incrementalAt) : undefined;
await Promise.all(outputs.map((o) => rm(o, { recursive: true, force: true })));

// ---- report
const fmt = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
const lines: string[] = [];
lines.push(`| N | tool | pages | seconds (median of ${runs}) | pages/s | CPU s | peak MB | × Eleventy |`);
lines.push('|---:|---|---:|---:|---:|---:|---:|---:|');
for (const n of sizes) {
  const base = rows.find((r) => r.n === n && r.tool === 'Eleventy');
  for (const r of rows.filter((x) => x.n === n)) {
    lines.push(`| ${n} | ${r.tool} | ${r.pages} | ${fmt(r.seconds)} | ${fmt(r.pages / r.seconds, 0)} | ${fmt(r.cpuSeconds)} | ${fmt(r.peakMb, 0)} | ${base ? fmt(r.seconds / base.seconds) : 'n/a'} |`);
  }
}
lines.push('', `Compile at install (npm prepare, scripts/compile.mjs): ${fmt(compile.seconds)} s`);
if (siteBuild) lines.push(`The site's own first build after npm ci (content/, no cache): ${fmt(siteBuild.seconds)} s`);
if (sitePicturesMade) lines.push(`The same, its pictures and share cards made before (the build cache holds only those): ${fmt(sitePicturesMade.seconds)} s`);
if (inc) {
  lines.push('', `Incremental, agency-site, N = ${inc.n} (warm cache; wall time of the whole command, build's own time in brackets):`);
  lines.push(`- cold build: ${fmt(inc.cold)} s`);
  lines.push(`- no change (median of ${inc.noChange.length}): ${fmt(median(inc.noChange) * 1000, 0)} ms (${fmt(median(inc.internalMs.noChange), 0)} ms)`);
  lines.push(`- one post edited (later edits, median of ${inc.onePost.length}): ${fmt(median(inc.onePost) * 1000, 0)} ms (${fmt(median(inc.internalMs.onePost), 0)} ms), ${inc.rendered.join('/')} pages rendered`);
  lines.push(`  runs: ${inc.onePost.map((s) => fmt(s * 1000, 0)).join(', ')} ms`);
}

const goals: string[] = [];
const at = (tool: string, n: number) => rows.find((r) => r.tool === tool && r.n === n);
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const a4 = at('agency-site', 4000);
const e4 = at('Eleventy', 4000);
const a10 = at('agency-site', 10000);
// The CPU time a build used, spread perfectly over this machine's cores, is as fast as it can go.
const floor = (r: Pick<Row, 'cpuSeconds'>) => `its ${fmt(r.cpuSeconds)} s of CPU on ${availableParallelism()} cores take at least ${fmt(r.cpuSeconds / availableParallelism())} s`;
// The same build with its pictures and share cards made before: how much of a figure is the images stage's.
const p4 = at(agencySitePicturesMade.name, 4000);
const madeBefore = (m: Pick<Row, 'seconds'> | undefined, ratioTo?: number) =>
  m ? `; with its pictures and share cards made before: ${fmt(m.seconds)} s${ratioTo ? `, ratio ${fmt(m.seconds / ratioTo)}` : ''}` : '';
if (a4 && e4) goals.push(`${pass(a4.seconds <= 0.6 * e4.seconds)}  N=4000, fresh clone: agency-site ${fmt(a4.seconds)} s ≤ 0.6 × Eleventy ${fmt(e4.seconds)} s (ratio ${fmt(a4.seconds / e4.seconds)}; ${floor(a4)}${madeBefore(p4, e4.seconds)})`);
if (siteBuild) goals.push(`${pass(siteBuild.seconds < 1)}  the site's own first build after npm ci: ${fmt(siteBuild.seconds)} s < 1 s (${floor(siteBuild)}${madeBefore(sitePicturesMade)})`);
if (inc) goals.push(`${pass(median(inc.onePost) <= 0.4)}  one-post rebuild at N=${inc.n}: ${fmt(median(inc.onePost) * 1000, 0)} ms ≤ 400 ms`);
if (a4 && a10) goals.push(`${pass(a10.seconds <= 2.7 * a4.seconds)}  linear: t(10000) ${fmt(a10.seconds)} s ≤ 2.7 × t(4000) = ${fmt(2.7 * a4.seconds)} s (×${fmt(a10.seconds / a4.seconds)})`);
if (a10) goals.push(`${pass(a10.peakMb < 1024)}  peak memory at N=10000: ${fmt(a10.peakMb, 0)} MB < 1024 MB`);
const machinery = await speedMachineryLines();
goals.push(`${pass(machinery.total <= 1200)}  lines of speed machinery (cache, threads, launcher, compile, reused layout): ${machinery.total} ≤ 1200 (${machinery.files.join(', ')})`);
if (goals.length) lines.push('', 'Goals (issue 21):', ...goals.map((g) => `- ${g}`));

process.stdout.write(lines.join('\n') + '\n');
if (flags.json) await writeFile(flags.json, JSON.stringify({ machine: { cores: availableParallelism(), cpu, node: process.version, hugo: hugoAt }, rows, incremental: inc }, null, 2));
